import Foundation
import HeadlessRaster
import HeadlessText

/// Runs HarfBuzz's own `hb-shape` tool (Debian package libharfbuzz-bin), the
/// reference our shaping must agree with.
enum HBShapeTool {
    /// One glyph of `hb-shape --output-format=json`.
    struct Glyph: Decodable, Equatable, CustomStringConvertible {
        let g: UInt32
        let cl: Int
        let dx: Int
        let dy: Int
        let ax: Int
        let ay: Int

        var description: String { "g\(g) cl\(cl) ax\(ax) ay\(ay) dx\(dx) dy\(dy)" }
    }

    enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case failed(status: Int32, output: String)

        var description: String {
            switch self {
            case .notInstalled:
                return "hb-shape was not found on PATH: install it (Debian/Ubuntu: apt-get install libharfbuzz-bin)"
            case let .failed(status, output):
                return "hb-shape exited with status \(status): \(output)"
            }
        }
    }

    /// The executable, looked up on PATH.
    static func executable() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("hb-shape")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure.notInstalled
    }

    /// Shapes `text` with the font file at its default size (one unit per
    /// font unit) and HarfBuzz's own OpenType font functions.
    static func shape(
        _ text: String, fontFile: URL, faceIndex: Int = 0, script: String, direction: TextDirection,
        language: String
    ) throws -> [Glyph] {
        let process = Process()
        process.executableURL = try executable()
        let unicodes = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        process.arguments = [
            "--font-funcs=ot", "--no-glyph-names", "--output-format=json",
            "--script=\(script)", "--direction=\(direction == .rightToLeft ? "rtl" : "ltr")",
            "--language=\(language)", "--face-index=\(faceIndex)", "--unicodes=\(unicodes.joined(separator: ","))",
            fontFile.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.failed(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
        }
        return try JSONDecoder().decode([Glyph].self, from: data)
    }
}
