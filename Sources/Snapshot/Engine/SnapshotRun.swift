import ImageComparison
import Foundation
import Layers

/// The part both front ends share: for one test and its settings, resolves
/// each snapshot's request, takes the snapshot and verifies it.
@MainActor
struct SnapshotRun {
    /// The test.
    let test: SnapshotTestIdentity
    /// The test's source file (`#filePath`).
    let testFilePath: String
    /// A reference directory set on the test case.
    let configuredDirectory: URL?
    /// The reference directory suffixes.
    let suffixes: [String]
    /// The comparison options.
    let comparison: ComparisonOptions
    /// A record mode asked for by the assertion.
    let recordMode: SnapshotRecordMode?

    /// Waits for image loads on the calling thread, renders and verifies.
    func verify(_ subject: SnapshotSubject, as name: ReferenceName) -> SnapshotResult {
        let configuration = SnapshotConfiguration.current
        let request: SnapshotRequest
        do { request = try resolve(name, configuration: configuration) } catch { return unresolved(name, error) }
        return SnapshotVerifier(request).verify { SnapshotCapture.take(subject, configuration: configuration) }
    }

    /// Waits for image loads by suspending, renders and verifies.
    func verify(_ subject: SnapshotSubject, as name: ReferenceName) async -> SnapshotResult {
        let configuration = SnapshotConfiguration.current
        let request: SnapshotRequest
        do { request = try resolve(name, configuration: configuration) } catch { return unresolved(name, error) }
        return await SnapshotVerifier(request).verify { await SnapshotCapture.take(subject, configuration: configuration) }
    }

    /// Every device and traits variant of a view, each filling its device's screen
    /// and named with the device and screen size (plus `fileNameOptions`) and the traits.
    func variants(of view: View, devices: [DeviceProfile], traits: [SnapshotTraits], path: SnapshotRenderingPath,
                  name: ReferenceName) -> [(SnapshotSubject, ReferenceName)] {
        devices.flatMap { device in
            traits.map { variant in
                var variantName = name
                variantName.device = device
                variantName.fileNameOptions.formUnion([.device, .screenSize])
                variantName.traitsName = variant.name
                return (.view(view, device: device, traits: variant, path: path, fillsScreen: true), variantName)
            }
        }
    }

    /// The request for `name`.
    private func resolve(_ name: ReferenceName, configuration: SnapshotConfiguration) throws(SnapshotError) -> SnapshotRequest {
        try SnapshotRequest.resolved(test: test, name: name, testFilePath: testFilePath,
                                     configuredDirectory: configuredDirectory, suffixes: suffixes, comparison: comparison,
                                     explicitRecordMode: recordMode, configuration: configuration)
    }

    /// The failed result of a snapshot whose request could not be resolved.
    private func unresolved(_ name: ReferenceName, _ error: SnapshotError) -> SnapshotResult {
        SnapshotResult(status: .failed, test: test, fileName: name.fileName, reference: URL(fileURLWithPath: testFilePath),
                       message: "Cannot verify \(name.fileName): \(error)")
    }
}
