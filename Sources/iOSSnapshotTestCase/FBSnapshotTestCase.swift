#if canImport(XCTest)
    import Foundation
    import HeadlessLayers
    import HeadlessSnapshot
    import XCTest

    /// iOSSnapshotTestCase's base class on this engine: configure a view, then
    /// `FBSnapshotVerifyView(view)` compares its image with the reference in
    /// `ReferenceImages_64/<Module.Class>/<test>_linux@3x.png` beside the test
    /// file (or under `FB_REFERENCE_IMAGE_DIR`), named as iOSSnapshotTestCase
    /// names it, with a `linux` part so a team's simulator references are never
    /// overwritten nor compared here. Failure images go where
    /// `IMAGE_DIFF_DIR` says, else in the run's results folder.
    ///
    /// The class is not isolated to the main actor (see
    /// Documentation/XCTestOnLinux.md): make main-actor test methods `async`.
    open class FBSnapshotTestCase: XCTestCase {
        /// When true, the verify methods save reference images instead of
        /// comparing, and fail the test.
        open var recordMode = false
        /// Which device parts file names include; the scale (`@3x`) by default.
        open var fileNameOptions: FBSnapshotTestCaseFileNameIncludeOption = .screenScale
        /// The folder of this class's references; `Module.ClassName` by default.
        open var folderName: String?
        /// When true, views are drawn as in a window on the device (traits,
        /// appearance, visual effects); when false (the default, as in
        /// iOSSnapshotTestCase), through their layer tree.
        open var usesDrawViewHierarchyInRect = false
        /// A directory holding `ReferenceImages`, ahead of the test file's
        /// folder (`FB_REFERENCE_IMAGE_DIR` takes precedence over both).
        open var bundleResourcePath: String?

        /// The device views are drawn for (`UIScreen.main`'s): its scale, size and traits.
        @MainActor var device: DeviceProfile { DeviceProfile.current }

        /// The engine's way in for this test, with `suffixes`.
        func snapshotAssertion(_ suffixes: NSOrderedSet, _ file: StaticString) -> SnapshotAssertion {
            let identity = SnapshotTestIdentity(xcTestName: name, classFolder: folderName ?? String(reflecting: type(of: self)))
            return SnapshotAssertion(
                test: identity, testFilePath: "\(file)",
                configuredDirectory: bundleResourcePath.map {
                    URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent("ReferenceImages", isDirectory: true)
                },
                suffixes: suffixes.array.map { "\($0)" }, recordMode: recordMode ? .all : nil)
        }

        /// `strategy` named as this test case's options say, with the platform marker.
        func named<Value, Format>(_ strategy: HeadlessSnapshotCore.Snapshotting<Value, Format>) -> HeadlessSnapshotCore.Snapshotting<Value, Format> {
            var named = strategy
            let marker = ReferenceMarker.current
            if !marker.isEmpty { named.nameParts.append(marker) }
            if !fileNameOptions.namesScale { named.scale = 1 }
            return named
        }
    }

#endif
