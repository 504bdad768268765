import Foundation
import HeadlessSnapshotCore

/// `snapshot merge`: combines the results folders of a suite's shards (or of
/// any runs over disjoint snapshots) into one, from which one report is made.
enum MergeCommand: Subcommand {
    static let name = "merge"
    static let usage = "merge OUTPUT_DIR RESULTS_DIR..."

    /// Copies every class folder of each results folder into the new folder
    /// `OUTPUT_DIR` (results rewritten to name the failure files at their new
    /// place) and writes a manifest naming the runs merged; refuses a snapshot
    /// found in two of them, and says whether the shards are complete.
    static func run(_ arguments: [String]) throws(CommandLineError) -> ExitStatus {
        let list = try ArgumentList(arguments, flags: [], options: [])
        guard list.positionals.count >= 2 else {
            throw CommandLineError("expected an output directory and at least one results directory", showsUsage: true)
        }
        let output = URL(fileURLWithPath: list.positionals[0], isDirectory: true)
        var inputs: [URL] = []
        for path in list.positionals.dropFirst() { inputs.append(try ResultsFolder.open(path)) }
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: output.path), !existing.isEmpty {
            throw CommandLineError("\(output.path) is not empty; merge into a new directory")
        }
        var runs: [SnapshotRunManifest] = []
        for input in inputs {
            guard let run = SnapshotRunManifest.load(from: input) else {
                throw CommandLineError("\(input.path) has no readable \(SnapshotRun.manifestName): it is not the results folder of a run")
            }
            runs.append(run)
        }
        let files = try plan(inputs)
        do {
            for (relative, (source, input)) in files.sorted(by: { $0.key < $1.key }) {
                let target = output.appendingPathComponent(relative)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if ResultLog.isResultFile(source), let result = ResultLog.read(source) {
                    try ResultLog.write(result.moved(from: input, to: output), to: target)
                } else {
                    try manager.copyItem(at: source, to: target)
                }
            }
        } catch {
            throw CommandLineError("cannot write into \(output.path): \(error.localizedDescription)")
        }
        let manifest = SnapshotRunManifest(run: output.lastPathComponent, shard: nil, arguments: [], merged: runs)
        manifest.write(into: output)
        let results = ResultLog.load(from: output).count
        let coverage = manifest.incompleteness.map { "partial: " + $0 } ?? "complete"
        print("merged \(inputs.count) results folders into \(output.path): \(results) snapshot results; \(coverage)")
        return .success
    }

    /// Each file to copy with its results folder, by its path relative to
    /// that folder: every file inside a class folder. Throws when two folders
    /// hold the same one.
    private static func plan(_ inputs: [URL]) throws(CommandLineError) -> [String: (file: URL, folder: URL)] {
        var files: [String: (file: URL, folder: URL)] = [:]
        for input in inputs {
            let classFolders =
                ((try? FileManager.default.contentsOfDirectory(
                    at: input, includingPropertiesForKeys: [.isDirectoryKey],
                    options: [.skipsHiddenFiles])) ?? [])
                .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
                .filter { $0.lastPathComponent != ReportFiles.subfolder }
            for folder in classFolders {
                let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
                for file in contents {
                    let relative = folder.lastPathComponent + "/" + file.lastPathComponent
                    if let other = files[relative] {
                        throw CommandLineError("\(relative) is in both \(other.folder.path) and \(input.path): the runs overlap")
                    }
                    files[relative] = (file, input)
                }
            }
        }
        return files
    }
}
