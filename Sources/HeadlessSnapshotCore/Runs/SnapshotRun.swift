import Foundation
import HeadlessLocking

/// One run of a test suite and the folder its results go in.
///
/// Unless `IMAGE_DIFF_DIR` or ``SnapshotConfiguration/artifactsDirectory``
/// names a folder, the failure images and results of a run go in a folder of
/// their own, `.build/snapshot-results/RUN` beside the test's package (Bazel:
/// `TEST_UNDECLARED_OUTPUTS_DIR/snapshot-results/RUN`), with `latest` linking
/// to the newest run; the ten newest runs are kept. A run is one `swift test`
/// invocation, however many test processes it starts (XCTest and Swift
/// Testing, parallel workers): `RUN` is the start time and process number of
/// the `swift test` process, or `SNAPSHOT_RUN_ID` when set.
package enum SnapshotRun {
    /// The name of the folder that holds the runs.
    package static let folderName = "snapshot-results"
    /// The link to the newest run, inside ``folderName``.
    package static let latestName = "latest"
    /// The file describing a run (``SnapshotRunManifest``), in the run's folder.
    package static let manifestName = "run.json"
    /// How many runs are kept; older ones are removed when a run starts.
    static let keptRuns = 10

    /// The results folder of this run for a test in `testFilePath`, made
    /// (with its manifest and the `latest` link) the first time it is asked for.
    package static func directory(testFilePath: String, environment: [String: String]) -> URL {
        let runs = runsDirectory(testFilePath: testFilePath, environment: environment)
        let run = runs.appendingPathComponent(identifier(environment: environment), isDirectory: true)
        prepare(run, environment: environment)
        return run
    }

    /// The folder holding the runs: under Bazel's undeclared outputs, else the
    /// package's `.build`, else the temporary directory.
    static func runsDirectory(testFilePath: String, environment: [String: String]) -> URL {
        if let outputs = environment["TEST_UNDECLARED_OUTPUTS_DIR"], !outputs.isEmpty {
            return URL(fileURLWithPath: outputs, isDirectory: true).appendingPathComponent(folderName, isDirectory: true)
        }
        if let package = packageRoot(containing: testFilePath) {
            return package.appendingPathComponent(".build", isDirectory: true).appendingPathComponent(folderName, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("HeadlessSnapshot", isDirectory: true)
            .appendingPathComponent(folderName, isDirectory: true)
    }

    /// The nearest folder above `file` that holds a `Package.swift`.
    static func packageRoot(containing file: String) -> URL? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// This run's name: `SNAPSHOT_RUN_ID`, else that of the `swift test` invocation.
    package static func identifier(environment: [String: String]) -> String {
        if let id = environment[SnapshotEnvironment.runID], !id.isEmpty { return folderName(id) }
        return processRun
    }

    /// `name` as one folder name: letters, digits, `.`, `_` and `-` kept, anything else `_`.
    private static func folderName(_ name: String) -> String {
        let safe = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
            })
        return safe == "." || safe == ".." ? "_" : safe
    }

    /// The run of this process: its `swift test` parent's start and number, or its own.
    private static let processRun: String = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let own = ProcessInfo.processInfo.processIdentifier
        #if os(Linux)
            if let process = ProcessStart(pid: own) {
                let run = ProcessStart(pid: process.parent).flatMap { $0.command == "swift-test" ? $0 : nil } ?? process
                return "\(formatter.string(from: run.started))-\(run.pid)"
            }
        #endif
        return "\(formatter.string(from: Date()))-\(own)"
    }()

    /// The results folders this process has described.
    private static let described = SanitizerVisibleMutex<Set<URL>>([])

    /// Makes a results folder and writes its manifest (which shard, which
    /// arguments), once per process; true the first time. Best effort:
    /// results that cannot be written must not fail a passing test.
    @discardableResult
    static func describe(_ folder: URL, environment: [String: String]) -> Bool {
        guard described.withLock({ $0.insert(folder).inserted }) else { return false }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        SnapshotRunManifest(
            run: folder.lastPathComponent, shard: try? SnapshotShard.from(environment: environment),
            arguments: Array(CommandLine.arguments.dropFirst())
        ).write(into: folder)
        return true
    }

    /// Describes the run's folder, points `latest` at it and removes the
    /// oldest runs beyond ``keptRuns``, once per process.
    private static func prepare(_ run: URL, environment: [String: String]) {
        guard describe(run, environment: environment) else { return }
        let runs = run.deletingLastPathComponent()
        let link = runs.appendingPathComponent(latestName)
        let staged = runs.appendingPathComponent(".\(latestName)-\(ProcessInfo.processInfo.processIdentifier)")
        unlink(staged.path)
        if symlink(run.lastPathComponent, staged.path) == 0, rename(staged.path, link.path) != 0 { unlink(staged.path) }
        removeOldRuns(in: runs, keeping: run)
    }

    /// Removes all but the ``keptRuns`` most recently modified run folders.
    private static func removeOldRuns(in runs: URL, keeping current: URL) {
        let manager = FileManager.default
        guard
            let entries = try? manager.contentsOfDirectory(
                at: runs, includingPropertiesForKeys: [.contentModificationDateKey, .isSymbolicLinkKey],
                options: [.skipsHiddenFiles])
        else { return }
        let folders = entries.filter { (try? $0.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) != true }
        let newestFirst = folders.sorted {
            let a = (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            let b = (try? $1.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            return (a, $0.lastPathComponent) > (b, $1.lastPathComponent)
        }
        for old in newestFirst.dropFirst(keptRuns) where old.lastPathComponent != current.lastPathComponent {
            try? manager.removeItem(at: old)
        }
    }
}

#if os(Linux)
    /// A process's number, command, parent and start time, read from `/proc`.
    private struct ProcessStart {
        let pid: Int32
        let command: String
        let parent: Int32
        let started: Date

        init?(pid: Int32) {
            guard pid > 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"),
                let boot = Self.bootTime
            else { return nil }
            // After the command in parentheses: state, parent, ...; the start time is field 22.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 19, let parent = Int32(fields[1]), let ticks = Double(fields[19]) else { return nil }
            self.pid = pid
            command = String(stat[stat.index(after: open)..<close])
            self.parent = parent
            started = Date(timeIntervalSince1970: boot + ticks / Double(sysconf(Int32(_SC_CLK_TCK))))
        }

        /// When the machine booted, in seconds since 1970 (`btime` of `/proc/stat`).
        private static var bootTime: Double? {
            guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
            return stat.split(separator: "\n").first { $0.hasPrefix("btime ") }.flatMap { Double($0.dropFirst(6)) }
        }
    }
#endif
