import Foundation
import HeadlessSnapshotCore
import UIKit

/// One assertion of swift-snapshot-testing's API, verified by this
/// package's engine: swift-snapshot-testing's file names, counter, record
/// modes and failure messages; the engine's comparison, failure files and
/// results (so `snapshot report`, `approve` and `prune` work on them).
///
/// References recorded here carry a platform marker, `testProfile.1.linux.png`
/// beside the simulator's `testProfile.1.png`, so a team's simulator
/// references are never overwritten nor compared on Linux
/// (`SNAPSHOT_REFERENCE_MARKER` names another marker; set empty, one
/// set of references is shared).
struct SnapshotVerification<Value, Format> {
    /// The strategy.
    let strategy: Snapshotting<Value, Format>
    /// The name given, if any.
    let name: String?
    /// The `record:` argument, if given.
    let recording: Bool?
    /// A directory given for the references, in place of `__Snapshots__/<file>`.
    let snapshotDirectory: String?
    /// How long to wait for the snapshot, in seconds.
    let timeout: TimeInterval
    /// Where the assertion was written.
    let site: AssertionSite

    /// The environment variable naming the marker of references recorded here.
    static var markerVariable: String { ReferenceMarker.variable }

    /// The marker of references recorded here: `linux` unless the environment names another.
    static var marker: String { ReferenceMarker.current }

    /// Verifies the snapshot of `value` and returns the result, its message in
    /// swift-snapshot-testing's words.
    func verify(_ value: () throws -> Value) -> SnapshotResult {
        let mode =
            recording.map { $0 ? SnapshotTestingConfiguration.Record.all : .missing }
            ?? SnapshotTestingConfiguration.effectiveRecord
        let request: SnapshotRequest
        do { request = try self.request(mode) } catch {
            return failure("\(error)")
        }
        guard !strategy.requiresMainThread || MainActorCheck.isOnMainActor else {
            return failure(
                "Cannot snapshot \(request.name.fileName) off the main thread: UIKit views live on the main actor."
                    + " Mark the test or its suite @MainActor.")
        }
        let snapshot: Format
        do {
            _ = MainActorCheck.isOnMainActor ? MainActor.assumeIsolated { CaptureFailure.take() } : nil
            guard let taken = try take(value()) else { return failure(timeoutMessage) }
            snapshot = taken
        } catch {
            return failure("\(error)")
        }
        if MainActorCheck.isOnMainActor, let message = MainActor.assumeIsolated({ CaptureFailure.take() }) { return failure(message) }
        let result = SnapshotVerifier(request).verify(
            with: strategy.diffing.engineDiffing(pathExtension: request.name.pathExtension),
            taking: { .success(Snapshot(snapshot)) })
        return reworded(result, mode: mode, request: request)
    }

    /// The request of this snapshot: its reference file and record mode.
    private func request(_ mode: SnapshotTestingConfiguration.Record) throws(SnapshotError) -> SnapshotRequest {
        let testFile = URL(fileURLWithPath: "\(site.filePath)")
        let fileName = testFile.deletingPathExtension().lastPathComponent
        let directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: true)
        let identifier = name.map(Self.sanitized) ?? String(SnapshotCounter.inEffect.next("\(directory.path)/\(site.function)"))
        let marker = Self.marker
        let stem = "\(Self.sanitized(site.function)).\(identifier)" + (marker.isEmpty ? "" : ".\(marker)")
        let configuration = SnapshotConfiguration.current
        return SnapshotRequest(
            test: SnapshotTestIdentity(testName: Self.sanitized(site.function), classFolder: directory.lastPathComponent),
            name: ReferenceName(literalStem: stem, pathExtension: strategy.pathExtension ?? ""),
            referenceDirectory: directory.deletingLastPathComponent(), suffixes: [""],
            recordMode: mode.engineMode,
            artifactsDirectory: configuration.effectiveArtifactsDirectory(testFilePath: testFile.path),
            shard: try SnapshotShard.from(environment: configuration.effectiveEnvironment))
    }

    /// The snapshot of `value` once the strategy delivers it, running the
    /// main run loop meanwhile; nil after `timeout` seconds.
    private func take(_ value: Value) -> Format? {
        var delivered: Format?
        strategy.snapshot(value).run { delivered = $0 }
        _ = PendingWait.wait(timeout: .seconds(max(timeout, 0))) { delivered == nil ? ["the snapshot"] : [] }
        return delivered
    }

    /// swift-snapshot-testing's message for a snapshot not delivered in time.
    private var timeoutMessage: String {
        """
        Exceeded timeout of \(timeout) seconds waiting for snapshot.

        This can happen when an asynchronously rendered view (like a web view) has not loaded. \
        Ensure that every subview of the view hierarchy has loaded to avoid timeouts, or, if a timeout is \
        unavoidable, consider setting the "timeout" parameter of "assertSnapshot" to a higher value.
        """
    }

    /// A failed result that was not verified, with `message`.
    private func failure(_ message: String) -> SnapshotResult {
        SnapshotResult(
            status: .failed,
            test: SnapshotTestIdentity(testName: Self.sanitized(site.function), classFolder: "\(site.filePath)"),
            fileName: Self.sanitized(site.function), reference: URL(fileURLWithPath: "\(site.filePath)"), message: message)
    }

    /// `result` with its message in swift-snapshot-testing's words, keeping the engine's details.
    private func reworded(_ result: SnapshotResult, mode: SnapshotTestingConfiguration.Record, request: SnapshotRequest) -> SnapshotResult {
        var result = result
        let testName = Self.sanitized(site.function)
        let reference = result.reference
        switch result.status {
        case .passed, .skipped:
            return result
        case .recorded where mode == .all:
            result.message = """
                Record mode is on. Automatically recorded snapshot: …

                open "\(reference.absoluteString)"

                Turn record mode off and re-run "\(testName)" to assert against the newly-recorded snapshot
                """
        case .recorded where result.isNew:
            result.message = """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(reference.absoluteString)"

                Re-run "\(testName)" to assert against the newly-recorded snapshot.
                """ + simulatorNote(request)
        case .recorded, .failed:
            if result.isNew {
                result.message =
                    "No reference was found on disk. New snapshot was not recorded because recording is disabled"
                    + " (looked for \(reference.path))." + simulatorNote(request)
                return result
            }
            guard let failed = result.artifacts.failed else { return result }
            let headline = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
            let rerecorded = mode == .failed ? " A new snapshot was automatically recorded." : ""
            let diffTool = SnapshotTestingConfiguration.effectiveDiffTool
            let tool = diffTool(currentFilePath: reference.path, failedFilePath: failed.path)
            result.message = [headline + rerecorded, tool, result.message?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""]
                .joined(separator: "\n\n")
        }
        return result
    }

    /// A sentence naming the simulator's reference of this snapshot when there
    /// is one beside the Linux one, which is never compared here; empty otherwise.
    private func simulatorNote(_ request: SnapshotRequest) -> String {
        guard !Self.marker.isEmpty, let linux = request.referenceFiles.first else { return "" }
        let ext = request.name.pathExtension, marked = ".\(Self.marker)", fileName = linux.lastPathComponent
        let simulatorName =
            ext.isEmpty ? String(fileName.dropLast(marked.count)) : fileName.replacingOccurrences(of: "\(marked).\(ext)", with: ".\(ext)")
        let simulator = linux.deletingLastPathComponent().appendingPathComponent(simulatorName)
        guard FileManager.default.fileExists(atPath: simulator.path) else { return "" }
        return "\n\nThe simulator's reference \(simulator.path) is kept as it is and not compared on Linux,"
            + " where pixels differ; set \(Self.markerVariable)= (empty) to share one set of references."
    }

    /// swift-snapshot-testing's file-name form of a test or snapshot name:
    /// each run of characters other than letters, digits and `_` becomes `-`,
    /// and a `-` at either end is dropped (`testFoo()` is `testFoo`).
    static func sanitized(_ name: String) -> String {
        var out = ""
        var inRun = false
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                out.append(character)
                inRun = false
            } else if !inRun {
                out.append("-")
                inRun = true
            }
        }
        if out.hasPrefix("-") { out.removeFirst() }
        if out.hasSuffix("-") { out.removeLast() }
        return out
    }
}

extension SnapshotTestingConfiguration.Record {
    /// The engine's record mode of the same name.
    var engineMode: SnapshotRecordMode { SnapshotRecordMode(rawValue: name) ?? .missing }
}
