#if canImport(XCTest)
import ImageComparison
import Layers
import XCTest

// The assertions of ``SnapshotTestCase``, FBSnapshotTestCase's macros as methods:
// each failure is reported with `XCTFail` at the caller's line.
extension SnapshotTestCase {
    /// Verifies an image of `view` against its reference (or records it).
    ///
    /// - Parameters:
    ///   - identifier: Tells several snapshots in one test apart.
    ///   - suffixes: The reference directory suffixes, tried in order.
    ///   - perPixelTolerance: The share, 0...1, by which a pixel's channels may
    ///     differ from the reference and still count as equal (iOSSnapshotTestCase's meaning).
    ///   - overallTolerance: The share, 0...1, of pixels that may differ.
    @MainActor
    public func FBSnapshotVerifyView(_ view: View, identifier: String? = nil,
                                     suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
                                     perPixelTolerance: Double = 0, overallTolerance: Double = 0,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let path: SnapshotRenderingPath = usesDrawViewHierarchyInRect ? .viewHierarchy : .layerTree
        verify(.view(view, device: device, traits: .unchanged, path: path, fillsScreen: false),
               identifier: identifier, suffixes: suffixes, perPixelTolerance: perPixelTolerance,
               overallTolerance: overallTolerance, file: file, line: line)
    }

    /// Verifies `view` with FBSnapshotTestCase's `tolerance`: the share, 0...1,
    /// of pixels that may differ.
    @MainActor
    public func FBSnapshotVerifyView(_ view: View, identifier: String? = nil,
                                     suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(), tolerance: Double,
                                     file: StaticString = #filePath, line: UInt = #line) {
        FBSnapshotVerifyView(view, identifier: identifier, suffixes: suffixes, overallTolerance: tolerance,
                             file: file, line: line)
    }

    /// Verifies an image of `layer`, rendered at the device's scale, against
    /// its reference (or records it); the parameters are as ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)``'s.
    @MainActor
    public func FBSnapshotVerifyLayer(_ layer: Layer, identifier: String? = nil,
                                      suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
                                      perPixelTolerance: Double = 0, overallTolerance: Double = 0,
                                      file: StaticString = #filePath, line: UInt = #line) {
        verify(.layer(layer, scale: device.scale), identifier: identifier, suffixes: suffixes,
               perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
    }

    /// Verifies `layer` with FBSnapshotTestCase's `tolerance`: the share, 0...1,
    /// of pixels that may differ.
    @MainActor
    public func FBSnapshotVerifyLayer(_ layer: Layer, identifier: String? = nil,
                                      suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(), tolerance: Double,
                                      file: StaticString = #filePath, line: UInt = #line) {
        FBSnapshotVerifyLayer(layer, identifier: identifier, suffixes: suffixes, overallTolerance: tolerance,
                              file: file, line: line)
    }

    /// Verifies `view` on every device in every traits variant: for each, the
    /// view is sized to the device's screen and named with the device and
    /// screen size (plus ``fileNameOptions``) and the variant, such as
    /// `testSettings_iPhone_15_393x852_dark@3x.png`. Each failure is reported apart.
    @MainActor
    public func verifySnapshot(of view: View, devices: [DeviceProfile], traits: [SnapshotTraits] = [.unchanged],
                               identifier: String? = nil, suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
                               perPixelTolerance: Double = 0, overallTolerance: Double = 0,
                               file: StaticString = #filePath, line: UInt = #line) {
        let run = snapshotRun(suffixes, perPixelTolerance, overallTolerance, file)
        let path: SnapshotRenderingPath = usesDrawViewHierarchyInRect ? .viewHierarchy : .layerTree
        for (subject, name) in run.variants(of: view, devices: devices, traits: traits, path: path,
                                            name: referenceName(identifier)) {
            report(run.verify(subject, as: name), file: file, line: line)
        }
    }

    /// Verifies one subject named after the test, `identifier` and the settings.
    @MainActor
    private func verify(_ subject: SnapshotSubject, identifier: String?, suffixes: [String], perPixelTolerance: Double,
                        overallTolerance: Double, file: StaticString, line: UInt) {
        let run = snapshotRun(suffixes, perPixelTolerance, overallTolerance, file)
        report(run.verify(subject, as: referenceName(identifier)), file: file, line: line)
    }

    /// The run for this test with the given settings, FBSnapshotTestCase's shares.
    @MainActor
    private func snapshotRun(_ suffixes: [String], _ perPixelTolerance: Double, _ overallTolerance: Double,
                             _ file: StaticString) -> SnapshotRun {
        SnapshotRun(test: snapshotTestIdentity, testFilePath: "\(file)", configuredDirectory: referenceImageDirectory,
                    suffixes: suffixes,
                    comparison: .shares(perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance),
                    recordMode: recordMode ? .all : nil)
    }

    /// The reference name for `identifier` with this test case's settings.
    private func referenceName(_ identifier: String?) -> ReferenceName {
        ReferenceName(testName: snapshotTestIdentity.testName, identifier: identifier, device: device,
                      fileNameOptions: fileNameOptions, isDeviceAgnostic: isDeviceAgnostic)
    }

    /// Fails the test with the result's message, if it has one.
    private func report(_ result: SnapshotResult, file: StaticString, line: UInt) {
        if let message = result.failureMessage { XCTFail(message, file: file, line: line) }
    }
}
#endif
