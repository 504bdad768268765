#if os(Linux)
    import HeadlessLayers
    import HeadlessSnapshotCore
    import UIKit

    // The front ends on UIKit's values: each snapshots the engine view or
    // layer the UIKit face shows, with the same names, folders and reports as
    // the engine's own calls.

    /// Verifies an image of a UIKit view against its reference (or records
    /// it); the parameters are as the engine view's
    /// ``assertSnapshot(of:named:device:traits:rendering:fileNameOptions:tolerance:ignoring:record:fileID:filePath:function:line:column:)-(View,_,_,_,_,_,_,_,_,_,_,_,_,_)``.
    @MainActor @discardableResult
    public func assertSnapshot(
        of view: UIView, named name: String? = nil, device: DeviceProfile = .iPhone15, traits: SnapshotTraits = .unchanged,
        rendering: SnapshotRenderingPath = .viewHierarchy, fileNameOptions: FileNameOptions = [],
        tolerance: ComparisonOptions = .exact, ignoring: [IgnoredRegion] = [], record: SnapshotRecordMode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: Int = #line,
        column: Int = #column
    ) async -> SnapshotResult {
        await assertSnapshot(
            of: view.backing, named: name, device: device, traits: traits, rendering: rendering,
            fileNameOptions: fileNameOptions, tolerance: tolerance, ignoring: ignoring, record: record,
            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }

    /// Verifies an image of a view controller presented full screen on
    /// `device` against its reference (or records it): the controller becomes
    /// the root of a window on the device's screen, its view loads and
    /// appears (`viewDidLoad`, `viewWillAppear`, layout, `viewDidAppear`), and
    /// `UIScreen.main` reports the device meanwhile. The other parameters are
    /// as the view's.
    @MainActor @discardableResult
    public func assertSnapshot(
        of viewController: UIViewController, named name: String? = nil, device: DeviceProfile = .iPhone15,
        traits: SnapshotTraits = .unchanged, rendering: SnapshotRenderingPath = .viewHierarchy,
        fileNameOptions: FileNameOptions = [], tolerance: ComparisonOptions = .exact, ignoring: [IgnoredRegion] = [],
        record: SnapshotRecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
        function: String = #function, line: Int = #line, column: Int = #column
    ) async -> SnapshotResult {
        let window = UIWindow.hosting(viewController, on: device, traits: traits.overrides)
        return await assertSnapshot(
            of: window.backing, named: name, device: device, traits: traits, rendering: rendering,
            fileNameOptions: fileNameOptions, tolerance: tolerance, ignoring: ignoring, record: record,
            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }

    /// Verifies an image of a Core Animation layer against its reference (or
    /// records it); the parameters are as the engine layer's.
    @MainActor @discardableResult
    public func assertSnapshot(
        of layer: CALayer, named name: String? = nil, device: DeviceProfile = .iPhone15,
        fileNameOptions: FileNameOptions = [], tolerance: ComparisonOptions = .exact, record: SnapshotRecordMode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
        line: Int = #line, column: Int = #column
    ) async -> SnapshotResult {
        await assertSnapshot(
            of: layer.backing, named: name, device: device, fileNameOptions: fileNameOptions, tolerance: tolerance,
            record: record, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }

    /// Verifies a UIKit view on every device in every traits variant; as the engine view's
    /// ``assertSnapshots(of:devices:traits:named:rendering:fileNameOptions:tolerance:record:fileID:filePath:function:line:column:)-(View,_,_,_,_,_,_,_,_,_,_,_,_)``.
    @MainActor @discardableResult
    public func assertSnapshots(
        of view: UIView, devices: [DeviceProfile], traits: [SnapshotTraits] = [.unchanged], named name: String? = nil,
        rendering: SnapshotRenderingPath = .viewHierarchy, fileNameOptions: FileNameOptions = [],
        tolerance: ComparisonOptions = .exact, record: SnapshotRecordMode? = nil, fileID: String = #fileID,
        filePath: StaticString = #filePath, function: String = #function, line: Int = #line, column: Int = #column
    ) async -> [SnapshotResult] {
        await assertSnapshots(
            of: view.backing, devices: devices, traits: traits, named: name, rendering: rendering,
            fileNameOptions: fileNameOptions, tolerance: tolerance, record: record, fileID: fileID,
            filePath: filePath, function: function, line: line, column: column)
    }

    #if canImport(XCTest)
        import XCTest

        extension SnapshotTestCase {
            /// Verifies an image of a UIKit view, as the engine view's
            /// ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)-(View,_,_,_,_,_,_)``.
            @MainActor
            public func FBSnapshotVerifyView(
                _ view: UIView, identifier: String? = nil,
                suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
                perPixelTolerance: Double = 0, overallTolerance: Double = 0,
                file: StaticString = #filePath, line: UInt = #line
            ) {
                FBSnapshotVerifyView(
                    view.backing, identifier: identifier, suffixes: suffixes, perPixelTolerance: perPixelTolerance,
                    overallTolerance: overallTolerance, file: file, line: line)
            }

            /// Verifies a UIKit view with FBSnapshotTestCase's `tolerance`: the share, 0...1, of pixels that may differ.
            @MainActor
            public func FBSnapshotVerifyView(
                _ view: UIView, identifier: String? = nil,
                suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(), tolerance: Double,
                file: StaticString = #filePath, line: UInt = #line
            ) {
                FBSnapshotVerifyView(
                    view.backing, identifier: identifier, suffixes: suffixes, overallTolerance: tolerance, file: file, line: line)
            }

            /// Verifies an image of a view controller presented full screen on
            /// this test case's device, as ``assertSnapshot(of:named:device:traits:rendering:fileNameOptions:tolerance:ignoring:record:fileID:filePath:function:line:column:)-(UIViewController,_,_,_,_,_,_,_,_,_,_,_,_,_)``
            /// presents it; the other parameters are as ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)-(View,_,_,_,_,_,_)``'s.
            @MainActor
            public func FBSnapshotVerifyViewController(
                _ viewController: UIViewController, identifier: String? = nil,
                suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
                perPixelTolerance: Double = 0, overallTolerance: Double = 0,
                file: StaticString = #filePath, line: UInt = #line
            ) {
                FBSnapshotVerifyView(
                    UIWindow.hosting(viewController, on: device).backing, identifier: identifier, suffixes: suffixes,
                    perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
            }

            /// Verifies an image of a Core Animation layer, as the engine layer's
            /// ``FBSnapshotVerifyLayer(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)-(Layer,_,_,_,_,_,_)``.
            @MainActor
            public func FBSnapshotVerifyLayer(
                _ layer: CALayer, identifier: String? = nil,
                suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
                perPixelTolerance: Double = 0, overallTolerance: Double = 0,
                file: StaticString = #filePath, line: UInt = #line
            ) {
                FBSnapshotVerifyLayer(
                    layer.backing, identifier: identifier, suffixes: suffixes, perPixelTolerance: perPixelTolerance,
                    overallTolerance: overallTolerance, file: file, line: line)
            }
        }
    #endif
#endif
