import Foundation
import SnapshotTestSupport

/// A scratch folder of Swift files, and `snapshot port` run on them as a
/// process, its output given with paths relative to the folder.
struct PortWorkspace {
    /// What a run printed and returned.
    struct Run {
        /// The exit status.
        let status: Int32
        /// Standard output, paths relative to the folder.
        let output: String
        /// Standard error, paths relative to the folder.
        let error: String
    }

    /// The folder.
    let root: URL

    /// A new empty folder.
    init() throws { root = try Scratch().root }

    /// The absolute path of `name` in the folder.
    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// Writes `text` to the file `name`.
    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }

    /// The text of the file `name`.
    func read(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    /// Runs `snapshot port` with the files `names` of the folder and `options`.
    func port(_ names: [String], _ options: [String] = []) throws -> Run {
        let run = try SnapshotTool.run(["port"] + options + names.map(path))
        let relative = { (text: String) in text.replacingOccurrences(of: root.path + "/", with: "") }
        return Run(status: run.status, output: relative(run.output), error: relative(run.error))
    }
}
