import Foundation
import HeadlessSnapshotCore

/// `snapshot port`: the mechanical edits that let UIKit view code written
/// for iOS compile on Linux, where there is no Objective-C runtime, and
/// still compile on iOS as before (see ``ObjCAttributeRule`` and
/// ``ObjCStatementRule``).
enum PortCommand: Subcommand {
    static let name = "port"
    static let usage = "port FILE.swift... [--dry-run]"

    /// Reads every file first (refusing all if one is missing, unreadable, a
    /// directory, not named `.swift` or not UTF-8; a path given twice is read
    /// once), prints one line per change (line numbers of the file as it was)
    /// and a summary, and rewrites in place each file that changed, unless
    /// `--dry-run`, which prints the same report. Exit status 0, or 1 when
    /// something must be fenced by hand.
    static func run(_ arguments: [String]) throws(CommandLineError) -> ExitStatus {
        let list = try ArgumentList(arguments, flags: ["dry-run"], options: [])
        guard !list.positionals.isEmpty else { throw CommandLineError("expected one or more .swift files", showsUsage: true) }
        var paths: [String] = []
        for path in list.positionals where !paths.contains(path) { paths.append(path) }
        var sources: [(path: String, original: [UInt8])] = []
        for path in paths { sources.append((path, try read(path))) }
        var ported = 0, attributes = 0, statements = 0, manual = 0
        for (path, original) in sources {
            let result = PortedSource(original)
            for change in result.changes { print(change.reportLine(path: path)) }
            attributes += result.count(.attributeFenced)
            statements += result.count(.statementFenced)
            manual += result.count(.leftToHand)
            guard result.text != original else { continue }
            ported += 1
            if !list.has("dry-run") {
                do { try Data(result.text).write(to: URL(fileURLWithPath: path)) } catch {
                    throw CommandLineError("cannot write \(path): \(error.localizedDescription)")
                }
            }
        }
        let unchanged = sources.count - ported
        print(
            "ported \(counted(ported, "file")): \(counted(attributes, "attribute")) fenced, \(counted(statements, "statement")) fenced;"
                + " \(counted(unchanged, "file")) unchanged" + (manual > 0 ? "; \(manual) left to fence by hand" : ""))
        return manual == 0 ? .success : .differences
    }

    /// The bytes of the Swift source file at `path`; throws when it cannot be
    /// read, is not named `.swift`, or is not UTF-8 text.
    private static func read(_ path: String) throws(CommandLineError) -> [UInt8] {
        let data: Data
        do { data = try RegularFile.read(path) } catch { throw CommandLineError(error.description) }
        guard URL(fileURLWithPath: path).pathExtension == "swift" else {
            throw CommandLineError("\(path) is not a Swift source file: port edits only files named .swift")
        }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw CommandLineError("\(path) is not UTF-8 text: port reads Swift source as UTF-8")
        }
        return Array(data)
    }

    /// `count` and `noun`, in the plural unless `count` is 1: `1 file`, `2 files`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
