import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessScenes
import HeadlessSnapshot
import SnapshotTestSupport
import Testing

@Suite("Verifications in parallel: views recorded on the main actor, rendered and compared at once on other threads")
@MainActor
struct ParallelVerificationTests {
    /// Records and then verifies, eight at a time, screens with text in many
    /// scripts (shared glyph, font and colour-glyph caches), shadows and
    /// images; every one must pass, and the results must name their own files.
    @Test("eight screens verified at once pass, each against its own reference")
    func concurrentVerifications() async throws {
        let scratch = try Scratch()
        let devices: [DeviceProfile] = [.iPhoneSE3, .iPhone15]
        func verifyAll(record: SnapshotRecordMode) async throws -> [SnapshotResult] {
            var screens: [(View, DeviceProfile)] = []
            for index in 0..<8 {
                let device = devices[index % 2]
                screens.append((try InternationalScene.make(for: device), device))
            }
            // Unstructured tasks inherit the task-local configuration.
            let tasks = screens.enumerated().map { index, screen in
                Task { @MainActor in
                    await assertSnapshot(of: screen.0, named: "screen\(index)", device: screen.1, record: record)
                }
            }
            var results: [SnapshotResult] = []
            for task in tasks { results.append(await task.value) }
            return results
        }
        try await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            await withKnownIssue { _ = try await verifyAll(record: .all) }
            let results = try await verifyAll(record: .never)
            #expect(results.count == 8 && results.allSatisfy { $0.status == .passed })
            #expect(Set(results.map(\.fileName)).count == 8)
        }
    }
}
