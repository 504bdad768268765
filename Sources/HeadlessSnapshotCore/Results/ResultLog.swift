import Foundation

/// The saved ``SnapshotResult``s: each verification saves its result as
/// `result_<name>.json` in its class's failure folder, overwriting the
/// previous run's, and `snapshot report` reads them back.
package enum ResultLog {
    /// The file name prefix of saved results.
    static let prefix = "result_"

    /// Saves `result` for `name` in `directory`; a passing result also removes
    /// the failure images of earlier runs. Saving is best effort: a failure
    /// directory that cannot be written must not fail a passing test.
    static func save(_ result: SnapshotResult, name: ReferenceName, in directory: URL) {
        if result.status == .passed { ArtifactWriter(directory: directory, name: name).removeStale() }
        try? write(result, to: directory.appendingPathComponent(name.fileName(prefix: prefix, extension: "json")))
    }

    /// Writes `result` as JSON to `file`, creating its folder if need be.
    /// The file is never seen partly written, but an earlier result there is
    /// removed just before the new one takes its place: a rename over it
    /// would cost a write-out of the file on ext4 each time it is rewritten.
    package static func write(_ result: SnapshotResult, to file: URL) throws {
        try JSONFile.write(result, to: file, replacement: .removingFirst)
    }

    /// The result saved in `file`, or nil when it cannot be read.
    package static func read(_ file: URL) -> SnapshotResult? {
        try? JSONDecoder().decode(SnapshotResult.self, from: Data(contentsOf: file))
    }

    /// Whether `file` is a saved result, by its name.
    package static func isResultFile(_ file: URL) -> Bool {
        file.lastPathComponent.hasPrefix(prefix) && file.pathExtension == "json"
    }

    /// Every result saved under `directory`, at any depth, in path order.
    package static func load(from directory: URL) -> [SnapshotResult] {
        let files =
            FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter(isResultFile) ?? []
        return files.sorted { $0.path < $1.path }.compactMap(read)
    }
}
