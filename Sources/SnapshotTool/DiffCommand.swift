import Foundation
import HeadlessImageComparison
import HeadlessRaster
import HeadlessSnapshotCore

/// `snapshot diff`: pixelmatch-compatible counting of the pixels two PNG files differ in.
enum DiffCommand: Subcommand {
    static let name = "diff"
    static let usage =
        "diff A.png B.png [--threshold T] [--include-aa] [--alpha A] [--diff-mask]"
        + " [--blend checkerboard|white] [--output DIFF.png] [--json]"

    /// Compares the two files as pixelmatch 7.2 does (6 with `--blend white`), prints
    /// the count (or JSON), writes the diff image if asked; exit status 0 when no
    /// pixel differs, 1 when some do.
    static func run(_ arguments: [String]) throws(CommandLineError) -> ExitStatus {
        let list = try ArgumentList(
            arguments, flags: ["include-aa", "diff-mask", "json"],
            options: ["threshold", "alpha", "blend", "output"])
        guard list.positionals.count == 2 else {
            throw CommandLineError("expected two PNG files, got \(list.positionals.count) arguments", showsUsage: true)
        }
        let options = try pixelmatchOptions(list)
        let first = try read(list.positionals[0]), second = try read(list.positionals[1])
        let output = list.value("output")
        let result: PixelmatchResult
        do { result = try Pixelmatch.compare(first, second, options: options, includingDiff: output != nil) } catch {
            throw CommandLineError("\(error)")
        }
        if let output, let diff = result.diff {
            do { try diff.writePNG(to: URL(fileURLWithPath: output)) } catch { throw CommandLineError("\(error)") }
        }
        print(report(result.mismatched, width: first.width, height: first.height, json: list.has("json")))
        return result.mismatched == 0 ? .success : .differences
    }

    /// pixelmatch's options from the arguments.
    private static func pixelmatchOptions(_ list: ArgumentList) throws(CommandLineError) -> PixelmatchOptions {
        let blendName = list.value("blend") ?? PixelmatchOptions.Blend.checkerboard.rawValue
        guard let blend = PixelmatchOptions.Blend(rawValue: blendName) else {
            throw CommandLineError("--blend must be checkerboard or white, not '\(blendName)'")
        }
        return PixelmatchOptions(
            threshold: try list.number("threshold", in: 0...1, default: 0.1), includeAA: list.has("include-aa"),
            alpha: try list.number("alpha", in: 0...1, default: 0.1), diffMask: list.has("diff-mask"), blend: blend
        )
    }

    /// The straight-alpha samples of the PNG file at `path`.
    private static func read(_ path: String) throws(CommandLineError) -> StraightRGBAImage {
        let data: Data
        do { data = try RegularFile.read(path) } catch { throw CommandLineError(error.description) }
        do { return try StraightRGBAImage(pngData: data) } catch {
            throw CommandLineError("\(path) is not a readable PNG: \(error)")
        }
    }

    /// The printed line: JSON, or a sentence.
    private static func report(_ mismatched: Int, width: Int, height: Int, json: Bool) -> String {
        let total = width * height
        guard !json else {
            return "{\"mismatched\": \(mismatched), \"total\": \(total), \"width\": \(width), \"height\": \(height)}"
        }
        return "\(mismatched) of \(total) pixels differ (\(width)x\(height))"
    }
}
