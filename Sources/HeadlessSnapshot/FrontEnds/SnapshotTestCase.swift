#if canImport(XCTest)
    import Foundation
    import HeadlessLayers
    import HeadlessSnapshotCore
    import XCTest

    /// The base class of XCTest snapshot tests, as FBSnapshotTestCase: configure
    /// a view, then `FBSnapshotVerifyView(view)` compares its image with the
    /// reference image, named after the test method and kept in
    /// `ReferenceImages_64/<Module>.<Class>/` beside the test file.
    ///
    /// Set ``recordMode`` (or `SNAPSHOT_RECORD`, see ``SnapshotRecordMode``) to
    /// write references instead.
    ///
    /// Views live on the main actor. XCTest runs test methods on the main thread,
    /// but Linux's XCTest cannot run methods marked `@MainActor`, so a test's body
    /// goes in `MainActor.assumeIsolated`:
    ///
    /// ```swift
    /// final class SettingsTests: SnapshotTestCase, @unchecked Sendable {
    ///     func testSettings() {
    ///         MainActor.assumeIsolated {
    ///             FBSnapshotVerifyView(SettingsView(), identifier: "empty")
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The class is `@unchecked Sendable` so that closure may use `self` (XCTest
    /// touches a test case from the main thread only, one test at a time);
    /// subclasses restate it, as Swift requires.
    open class SnapshotTestCase: XCTestCase, @unchecked Sendable {
        /// When true, the verify methods save reference images instead of comparing,
        /// and fail the test (``SnapshotRecordMode/all``). When false, the record mode
        /// comes from ``SnapshotConfiguration`` or the environment.
        public var recordMode = false
        /// When true, file names carry `_<model><OS>_<width>x<height>` (overrides ``fileNameOptions``).
        public var isDeviceAgnostic = false
        /// The device-agnostic parts file names carry.
        public var fileNameOptions: FileNameOptions = []
        /// When true (the default, as for `assertSnapshot`), views render through
        /// ``SnapshotRenderingPath/viewHierarchy``: in a window of the device, with
        /// its traits, appearance defaults and visual effects, as on screen. When
        /// false, through the layer tree (`renderInContext:`), FBSnapshotTestCase's
        /// default, which misses all three.
        public var usesDrawViewHierarchyInRect = true
        /// The device views render for: its scale, traits (hierarchy path) and name parts.
        public var device: DeviceProfile = .iPhone15
        /// The reference directory, ahead of `ReferenceImages` beside the test file
        /// (`FB_REFERENCE_IMAGE_DIR` takes precedence over both).
        public var referenceImageDirectory: URL?

        /// The test method's name and the class folder, `Module.ClassName`.
        var snapshotTestIdentity: SnapshotTestIdentity {
            SnapshotTestIdentity(xcTestName: name, classFolder: String(reflecting: type(of: self)))
        }
    }

#endif
