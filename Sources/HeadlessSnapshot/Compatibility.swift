// FBSnapshotTestCase's name for the XCTest base class, and the former names
// of the device x traits matrix assertions (deprecated: `verifySnapshot` means
// "return the failure message" in swift-snapshot-testing, and these assert).
// Each calls what it names, unchanged.
import HeadlessLayers
import HeadlessSnapshotCore

#if canImport(XCTest)
    import XCTest
#endif

/// The former name of ``assertSnapshots(of:devices:traits:named:rendering:fileNameOptions:tolerance:record:fileID:filePath:function:line:column:)-(View,_,_,_,_,_,_,_,_,_,_,_,_)``.
@available(
    *, deprecated, renamed: "assertSnapshots(of:devices:traits:named:rendering:fileNameOptions:tolerance:record:)",
    message: "verifySnapshot means 'return the failure message' in swift-snapshot-testing; this one asserts"
)
@MainActor
public func verifySnapshot(
    of view: View, devices: [DeviceProfile], traits: [SnapshotTraits] = [.unchanged], named name: String? = nil,
    rendering: SnapshotRenderingPath = .viewHierarchy, fileNameOptions: FileNameOptions = [],
    tolerance: ComparisonOptions = .exact, record: SnapshotRecordMode? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: Int = #line, column: Int = #column
) async {
    await assertSnapshots(
        of: view, devices: devices, traits: traits, named: name, rendering: rendering,
        fileNameOptions: fileNameOptions, tolerance: tolerance, record: record, fileID: fileID,
        filePath: filePath, function: function, line: line, column: column)
}

#if canImport(XCTest)
    /// FBSnapshotTestCase's name for ``SnapshotTestCase``.
    public typealias FBSnapshotTestCase = SnapshotTestCase

    extension SnapshotTestCase {
        /// The former name of ``assertSnapshots(of:devices:traits:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)``.
        @available(
            *, deprecated, renamed: "assertSnapshots(of:devices:traits:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)",
            message: "verifySnapshot means 'return the failure message' in swift-snapshot-testing; this one asserts"
        )
        @MainActor
        public func verifySnapshot(
            of view: View, devices: [DeviceProfile], traits: [SnapshotTraits] = [.unchanged],
            identifier: String? = nil, suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
            perPixelTolerance: Double = 0, overallTolerance: Double = 0,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            assertSnapshots(
                of: view, devices: devices, traits: traits, identifier: identifier, suffixes: suffixes,
                perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
        }
    }
#endif
