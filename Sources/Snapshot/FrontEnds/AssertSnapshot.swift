#if canImport(Testing)
import ImageComparison
import Foundation
import Layers
import Testing

// The Swift Testing front end: each assertion waits for image loads by
// suspending, verifies through the same engine as ``SnapshotTestCase``, and on
// failure records an `Issue` at the caller's source location with the
// reference, failed and diff images attached. Names and directories are as
// FBSnapshotTestCase's: the test function's name, the suite as the class
// folder (`Module.SuiteType`, or `Module.FileName` for a test outside a suite).

/// Verifies an image of `view` against its reference (or records it).
///
/// - Parameters:
///   - name: Tells several snapshots in one test apart (FBSnapshotTestCase's identifier).
///   - device: The device rendered for: scale, window traits and name parts.
///   - traits: A traits variant, such as ``SnapshotTraits/dark``.
///   - rendering: The rendering path; the view hierarchy by default.
///   - fileNameOptions: The device-agnostic parts of the file name.
///   - tolerance: How far the image may be from the reference.
///   - record: The record mode, ahead of ``SnapshotConfiguration`` and `SNAPSHOT_RECORD`.
@MainActor
public func assertSnapshot(
    of view: View, named name: String? = nil, device: DeviceProfile = .iPhone15, traits: SnapshotTraits = .unchanged,
    rendering: SnapshotRenderingPath = .viewHierarchy, fileNameOptions: FileNameOptions = [],
    tolerance: ComparisonOptions = .exact, record: SnapshotRecordMode? = nil,
    function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let run = snapshotRun(function, sourceLocation, tolerance, record)
    let referenceName = ReferenceName(testName: run.test.testName, identifier: name, device: device,
                                      fileNameOptions: fileNameOptions, traitsName: traits.name)
    let subject = SnapshotSubject.view(view, device: device, traits: traits, path: rendering, fillsScreen: false)
    report(await run.verify(subject, as: referenceName), sourceLocation)
}

/// Verifies an image of `layer`, rendered at `device`'s scale, against its
/// reference (or records it); the parameters are as ``assertSnapshot(of:named:device:traits:rendering:fileNameOptions:tolerance:record:function:sourceLocation:)``'s.
@MainActor
public func assertSnapshot(
    of layer: Layer, named name: String? = nil, device: DeviceProfile = .iPhone15,
    fileNameOptions: FileNameOptions = [], tolerance: ComparisonOptions = .exact, record: SnapshotRecordMode? = nil,
    function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let run = snapshotRun(function, sourceLocation, tolerance, record)
    let referenceName = ReferenceName(testName: run.test.testName, identifier: name, device: device,
                                      fileNameOptions: fileNameOptions)
    report(await run.verify(.layer(layer, scale: device.scale), as: referenceName), sourceLocation)
}

/// Verifies `view` on every device in every traits variant: for each, the
/// view is sized to the device's screen and named with the device, the
/// screen size (plus `fileNameOptions`) and the variant, such as
/// `settings_iPhone_15_393x852_dark@3x.png`. Each failure is its own issue.
@MainActor
public func verifySnapshot(
    of view: View, devices: [DeviceProfile], traits: [SnapshotTraits] = [.unchanged], named name: String? = nil,
    rendering: SnapshotRenderingPath = .viewHierarchy, fileNameOptions: FileNameOptions = [],
    tolerance: ComparisonOptions = .exact, record: SnapshotRecordMode? = nil,
    function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let run = snapshotRun(function, sourceLocation, tolerance, record)
    let base = ReferenceName(testName: run.test.testName, identifier: name, device: devices.first ?? .iPhone15,
                             fileNameOptions: fileNameOptions)
    for (subject, referenceName) in run.variants(of: view, devices: devices, traits: traits, path: rendering, name: base) {
        report(await run.verify(subject, as: referenceName), sourceLocation)
    }
}

/// The run for the current test.
@MainActor
private func snapshotRun(_ function: String, _ sourceLocation: SourceLocation, _ tolerance: ComparisonOptions,
                         _ record: SnapshotRecordMode?) -> SnapshotRun {
    SnapshotRun(test: testIdentity(function, sourceLocation), testFilePath: sourceLocation.filePath,
                configuredDirectory: nil, suffixes: FBSnapshotTestCaseDefaultSuffixes(), comparison: tolerance,
                recordMode: record)
}

/// The test's name (the calling function's) and its class folder: the
/// current test's suite types, else the source file's name, after the module.
private func testIdentity(_ function: String, _ sourceLocation: SourceLocation) -> SnapshotTestIdentity {
    let suites = Test.current?.id.nameComponents.dropLast() ?? []
    let folder = suites.isEmpty ? String(sourceLocation.fileName.prefix { $0 != "." }) : suites.joined(separator: ".")
    return SnapshotTestIdentity(testName: function, classFolder: "\(sourceLocation.moduleName).\(folder)")
}

/// Records an issue with the failure images attached, if the result failed.
private func report(_ result: SnapshotResult, _ sourceLocation: SourceLocation) {
    guard let message = result.failureMessage else { return }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    for file in result.artifacts.files {
        guard let bytes = try? Data(contentsOf: file) else { continue }
        Attachment.record([UInt8](bytes), named: file.lastPathComponent, sourceLocation: sourceLocation)
    }
}
#endif
