import Foundation
import HeadlessLayers
import HeadlessRaster
import HeadlessScenes
import HeadlessSnapshot

/// The `verify` and `verify-decode` scenes: a snapshot test's work on the
/// `settings` view tree at 3x — render through the view hierarchy, then
/// verify against the reference with ``SnapshotVerifier`` (record mode never).
@MainActor
struct VerifyBench {
    /// Whether the reference carries its stamp (`verify`) or not (`verify-decode`).
    let stamped: Bool

    /// Writes the reference into a fresh temporary directory and returns the scene.
    func prepared() throws -> BenchScene.Prepared {
        let scene = try SettingsViewScene()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(UUID().uuidString)")
        var request = SnapshotRequest(
            test: SnapshotTestIdentity(testName: "testSettings", classFolder: "Bench.Verify"),
            name: ReferenceName(testName: "testSettings", device: SettingsViewScene.device),
            referenceDirectory: root.appendingPathComponent("ReferenceImages"), recordMode: .all,
            artifactsDirectory: root.appendingPathComponent("artifacts"))
        let first = try scene.root.drawHierarchy(device: SettingsViewScene.device)
        let recorded = SnapshotVerifier(request).verify(.success(first), with: .image)
        if !stamped { try first.writePNG(to: recorded.reference) }  // the same pixels, no stamp
        request.recordMode = .never
        let verifier = SnapshotVerifier(request)
        var last = first
        var failures: [String] = []
        var byDigest = 0, runs = 0
        return BenchScene.Prepared(
            frame: {
                // As the front ends do: the reference loads on the other core while the view renders.
                let result = verifier.verify(with: .image) {
                    do throws(RenderError) {
                        last = try scene.root.drawHierarchy(device: SettingsViewScene.device)
                        return .success(last)
                    } catch {
                        return .failure(.snapshotFailed("\(error)"))
                    }
                }
                runs += 1
                if result.matchedByDigest { byDigest += 1 }
                if let message = result.failureMessage { failures.append(message) }
            },
            image: { last },
            extraFields: {
                defer { try? FileManager.default.removeItem(at: root) }
                guard failures.isEmpty else { throw BenchOptions.Invalid(description: "verification failed: \(failures[0])") }
                guard byDigest == (stamped ? runs : 0) else {
                    throw BenchOptions.Invalid(description: "\(byDigest) of \(runs) verifications matched by digest")
                }
                return try [
                    ("reference_bytes", "\(Data(contentsOf: recorded.reference).count)"),
                    (
                        "render_ms",
                        Stopwatch.format(
                            Stopwatch.median(
                                Stopwatch.timings(runs: 10) {
                                    _ = try? scene.root.drawHierarchy(device: SettingsViewScene.device)
                                }))
                    ),
                ]
                    + BandwidthProbe(frame: first).fields()
            })
    }
}
