import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshotCore

// The view front end: images of views and layers, and the device x traits
// matrix, as thin callers of the generic `assertSnapshot(of:as:)`. They wait
// for image loads by suspending when awaited (Swift Testing), on the run loop
// otherwise (XCTest), and report to whichever framework runs the test.

/// Verifies an image of `view` against its reference (or records it).
///
/// - Parameters:
///   - view: The view; it is laid out for the device and drawn at its scale.
///   - name: Tells several snapshots in one test apart (FBSnapshotTestCase's identifier).
///   - device: The device rendered for: scale, window traits and name parts.
///   - traits: A traits variant, such as ``SnapshotTraits/dark``.
///   - rendering: The rendering path; the view hierarchy by default, as in ``SnapshotTestCase``.
///   - fileNameOptions: The device-agnostic parts of the file name.
///   - tolerance: How far the image may be from the reference.
///   - ignoring: Parts of the view left out of the comparison (a clock, an avatar), drawn hatched.
///   - record: The record mode, ahead of ``SnapshotConfiguration`` and `SNAPSHOT_RECORD`.
///   - fileID: The file the reference folder is named after; leave it to default.
///   - filePath: The test file, beside which references are kept; leave it to default.
///   - function: The test function the reference is named after; leave it to default.
///   - line: The line a failure is reported at; leave it to default.
///   - column: The column a failure is reported at; leave it to default.
/// - Returns: The result, whose ``SnapshotResult/reference`` is the reference file.
@MainActor @discardableResult
public func assertSnapshot(
    of view: View, named name: String? = nil, device: DeviceProfile = .iPhone15, traits: SnapshotTraits = .unchanged,
    rendering: SnapshotRenderingPath = .viewHierarchy, fileNameOptions: FileNameOptions = [],
    tolerance: ComparisonOptions = .exact, ignoring: [IgnoredRegion] = [], record: SnapshotRecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: Int = #line,
    column: Int = #column
) async -> SnapshotResult {
    await assertSnapshot(
        of: view,
        as: .image(
            device: device, traits: traits, rendering: rendering,
            fileNameOptions: fileNameOptions, tolerance: tolerance, ignoring: ignoring),
        named: name, record: record, fileID: fileID, filePath: filePath, function: function,
        line: line, column: column)
}

/// Verifies an image of `layer`, rendered at `device`'s scale, against its
/// reference (or records it); the parameters are as ``assertSnapshot(of:named:device:traits:rendering:fileNameOptions:tolerance:ignoring:record:fileID:filePath:function:line:column:)-(View,_,_,_,_,_,_,_,_,_,_,_,_,_)``'s.
@MainActor @discardableResult
public func assertSnapshot(
    of layer: Layer, named name: String? = nil, device: DeviceProfile = .iPhone15,
    fileNameOptions: FileNameOptions = [], tolerance: ComparisonOptions = .exact, record: SnapshotRecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: Int = #line, column: Int = #column
) async -> SnapshotResult {
    await assertSnapshot(
        of: layer, as: .image(device: device, fileNameOptions: fileNameOptions, tolerance: tolerance),
        named: name, record: record, fileID: fileID, filePath: filePath, function: function,
        line: line, column: column)
}

/// Verifies `view` on every device in every traits variant: for each, the
/// view is sized to the device's screen and named with the device, the
/// screen size (plus `fileNameOptions`) and the variant, such as
/// `settings_iPhone_15_393x852_dark@3x.png`. Each failure is reported apart.
///
/// - Returns: The results, device by device, each in every traits variant.
@MainActor @discardableResult
public func assertSnapshots(
    of view: View, devices: [DeviceProfile], traits: [SnapshotTraits] = [.unchanged], named name: String? = nil,
    rendering: SnapshotRenderingPath = .viewHierarchy, fileNameOptions: FileNameOptions = [],
    tolerance: ComparisonOptions = .exact, record: SnapshotRecordMode? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: Int = #line, column: Int = #column
) async -> [SnapshotResult] {
    var results: [SnapshotResult] = []
    for strategy in Snapshotting<View, Bitmap>.matrix(
        devices: devices, traits: traits, rendering: rendering,
        fileNameOptions: fileNameOptions, tolerance: tolerance)
    {
        results.append(
            await assertSnapshot(
                of: view, as: strategy, named: name, record: record, fileID: fileID,
                filePath: filePath, function: function, line: line, column: column))
    }
    return results
}

extension Snapshotting where Value == View, Format == Bitmap {
    /// One image strategy per device and traits variant, each sized to the
    /// device's screen and named with the device and screen size (plus
    /// `fileNameOptions`) and the variant.
    public static func matrix(
        devices: [DeviceProfile], traits: [SnapshotTraits] = [.unchanged],
        rendering: SnapshotRenderingPath = .viewHierarchy, fileNameOptions: FileNameOptions = [],
        isDeviceAgnostic: Bool = false, tolerance: ComparisonOptions = .exact
    ) -> [Snapshotting] {
        devices.flatMap { device in
            traits.map { variant in
                .image(
                    device: device, traits: variant, rendering: rendering, sizedToScreen: true,
                    fileNameOptions: fileNameOptions.union([.device, .screenSize]), isDeviceAgnostic: isDeviceAgnostic,
                    tolerance: tolerance)
            }
        }
    }
}
