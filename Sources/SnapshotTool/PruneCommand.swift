import Foundation
import HeadlessSnapshotCore

/// `snapshot prune`: lists (and with `--delete`, deletes) the reference files
/// that no snapshot of a run touched, in the reference folders the run used.
enum PruneCommand: Subcommand {
    static let name = "prune"
    static let usage = "prune RESULTS_DIR [--delete]"

    /// Prints each unused reference file; deletes them with `--delete`, which
    /// is refused for a run that did not verify the whole suite (a filtered
    /// or sharded run, unless its shards were merged into one complete result).
    static func run(_ arguments: [String]) throws(CommandLineError) -> ExitStatus {
        let list = try ArgumentList(arguments, flags: ["delete"], options: [])
        guard list.positionals.count == 1 else {
            throw CommandLineError("expected one results directory, got \(list.positionals.count) arguments", showsUsage: true)
        }
        let directory = try ResultsFolder.open(list.positionals[0])
        let results = ResultLog.load(from: directory)
        guard !results.isEmpty else { throw CommandLineError("\(directory.path) holds no snapshot results") }
        let unused = unusedReferences(results)
        for file in unused { print(file.path) }
        guard list.has("delete") else {
            print(
                "\(unused.count) reference files unused by the run (tests that did not run, such as disabled or"
                    + " platform-only ones, count as unused); snapshot prune --delete removes them")
            return .success
        }
        if let partial = partiality(of: directory) {
            throw CommandLineError("will not delete after a partial run (\(partial)): references of tests that did not run would go")
        }
        var failed = 0
        for file in unused {
            do { try FileManager.default.removeItem(at: file) } catch {
                print("cannot delete \(file.path): \(error.localizedDescription)")
                failed += 1
            }
        }
        print("deleted \(unused.count - failed) unused reference files")
        return failed == 0 ? .success : .differences
    }

    /// Files in the reference folders of `results` that no result names as
    /// its reference: in each suffix's folder, the files directly inside its
    /// class folders, not hidden, with an extension the run's references
    /// have. Only results whose reference lies in its class folder count.
    /// When the run's references carry the platform marker (the faces of other
    /// libraries, `ReferenceMarker`), only marked files are candidates, so a
    /// team's simulator references beside them are never listed.
    private static func unusedReferences(_ results: [SnapshotResult]) -> [URL] {
        let placed = results.filter { $0.reference.deletingLastPathComponent().lastPathComponent == $0.test.classFolder }
        let touched = Set(placed.map { $0.reference.standardizedFileURL.path })
        let extensions = Set(placed.map(\.reference.pathExtension))
        let marked = placed.contains { ReferenceMarker.marks($0.reference.lastPathComponent) }
        let folders = Set(placed.map { $0.reference.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL })
        let manager = FileManager.default
        var unused: [URL] = []
        for folder in folders {
            let classFolders = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
            for classFolder in classFolders {
                let files =
                    (try? manager.contentsOfDirectory(
                        at: classFolder, includingPropertiesForKeys: [.isRegularFileKey],
                        options: [.skipsHiddenFiles])) ?? []
                unused += files.filter { file in
                    (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                        && extensions.contains(file.pathExtension) && !touched.contains(file.standardizedFileURL.path)
                        && (!marked || ReferenceMarker.marks(file.lastPathComponent))
                }
            }
        }
        return unused.sorted { $0.path < $1.path }
    }

    /// Why the run in `directory` did not cover the whole suite, or nil when it did.
    private static func partiality(of directory: URL) -> String? {
        guard let manifest = SnapshotRunManifest.load(from: directory) else {
            return "the folder has no run.json saying what ran"
        }
        if let incompleteness = manifest.incompleteness { return incompleteness }
        let runs = manifest.merged ?? [manifest]
        if let filtered = runs.first(where: { isFiltered($0.arguments) }) { return "run \(filtered.run) was filtered" }
        return nil
    }

    /// Whether a test process's arguments choose some tests: Swift Testing's
    /// `--filter` or `--skip`, or the tests an XCTest process is given by name
    /// (which `swift test --parallel` workers are too: deletion is refused
    /// after such a run, never allowed wrongly).
    private static func isFiltered(_ arguments: [String]) -> Bool {
        arguments.contains { $0.hasPrefix("--filter") || $0.hasPrefix("--skip") }
            || (!arguments.contains("--testing-library") && arguments.contains { !$0.hasPrefix("-") })
    }
}
