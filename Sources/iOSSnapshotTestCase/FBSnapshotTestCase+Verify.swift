#if canImport(XCTest) && os(Linux)
    import Foundation
    import HeadlessLayers
    import HeadlessRaster
    import HeadlessSnapshot
    import UIKit
    import XCTest

    // iOSSnapshotTestCase's Swift helpers, with its signatures. Unlike
    // iOSSnapshotTestCase's, each reports one failure whatever the number of
    // suffixes (the first reference found is compared; recording writes into
    // the first suffix's directory).
    extension FBSnapshotTestCase {
        /// Verifies an image of `view` against its reference (or records it).
        ///
        /// - Parameters:
        ///   - view: The view, drawn at its own size.
        ///   - identifier: Tells several snapshots in one test apart.
        ///   - suffixes: The reference directory suffixes, tried in order.
        ///   - perPixelTolerance: How far, 0...1, a pixel's channels may differ
        ///     and still count as equal (a channel delta `d` is within it when `d / 256 <= perPixelTolerance`).
        ///   - overallTolerance: The share, 0...1, of pixels that may differ.
        ///   - file: The file a failure is reported in; leave it to default.
        ///   - line: The line a failure is reported at; leave it to default.
        @preconcurrency @MainActor
        public func FBSnapshotVerifyView(
            _ view: UIView, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
            perPixelTolerance: CGFloat = 0, overallTolerance: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
        ) {
            let tolerance = ComparisonOptions.shares(perPixelTolerance: Double(perPixelTolerance), overallTolerance: Double(overallTolerance))
            verify(
                view.backing,
                as: .image(
                    device: device, rendering: usesDrawViewHierarchyInRect ? .viewHierarchy : .layerTree,
                    fileNameOptions: fileNameOptions.nameOptions, tolerance: tolerance),
                identifier: identifier, suffixes: suffixes, file: file, line: line)
        }

        /// Verifies `view` with iOSSnapshotTestCase's older `tolerance`: the share, 0...1, of pixels that may differ.
        @preconcurrency @MainActor
        public func FBSnapshotVerifyView(
            _ view: UIView, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
            tolerance: CGFloat, file: StaticString = #filePath, line: UInt = #line
        ) {
            FBSnapshotVerifyView(view, identifier: identifier, suffixes: suffixes, overallTolerance: tolerance, file: file, line: line)
        }

        /// Verifies an image of a view controller's view: it fills the device's
        /// screen in a window, loaded and appeared in UIKit's order; the other
        /// parameters are as ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)``'s.
        @preconcurrency @MainActor
        public func FBSnapshotVerifyViewController(
            _ viewController: UIViewController, identifier: String? = nil,
            suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(), perPixelTolerance: CGFloat = 0,
            overallTolerance: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
        ) {
            FBSnapshotVerifyView(
                UIWindow.hosting(viewController, on: device), identifier: identifier, suffixes: suffixes,
                perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance, file: file, line: line)
        }

        /// Verifies an image of a layer tree at its bounds, drawn at the
        /// device's scale; the other parameters are as ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)``'s.
        @preconcurrency @MainActor
        public func FBSnapshotVerifyLayer(
            _ layer: CALayer, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
            perPixelTolerance: CGFloat = 0, overallTolerance: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
        ) {
            let tolerance = ComparisonOptions.shares(perPixelTolerance: Double(perPixelTolerance), overallTolerance: Double(overallTolerance))
            verify(
                layer.backing, as: .image(device: device, fileNameOptions: fileNameOptions.nameOptions, tolerance: tolerance),
                identifier: identifier, suffixes: suffixes, file: file, line: line)
        }

        /// Verifies `layer` with iOSSnapshotTestCase's older `tolerance`: the share, 0...1, of pixels that may differ.
        @preconcurrency @MainActor
        public func FBSnapshotVerifyLayer(
            _ layer: CALayer, identifier: String? = nil, suffixes: NSOrderedSet = FBSnapshotTestCaseDefaultSuffixes(),
            tolerance: CGFloat, file: StaticString = #filePath, line: UInt = #line
        ) {
            FBSnapshotVerifyLayer(layer, identifier: identifier, suffixes: suffixes, overallTolerance: tolerance, file: file, line: line)
        }

        /// Fails the test with `message` unless `assertion` holds.
        public func assert(_ assertion: Bool, message: String, file: StaticString = #filePath, line: UInt = #line) {
            if !assertion { XCTFail(message, file: file, line: line) }
        }

        /// The reference directory before its suffix: `FB_REFERENCE_IMAGE_DIR`,
        /// else `dir`, else `ReferenceImages` in ``bundleResourcePath`` or beside the test file.
        public func getReferenceImageDirectory(withDefault dir: String?, file: StaticString = #filePath) -> String {
            let given = dir.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            return ReferenceDirectory.base(
                environment: SnapshotConfiguration.current.effectiveEnvironment,
                configured: given ?? snapshotAssertion(FBSnapshotTestCaseDefaultSuffixes(), file).configuredDirectory,
                testFilePath: "\(file)"
            ).path
        }

        /// Where failure images go: `IMAGE_DIFF_DIR`, else `dir`, else the run's results folder.
        public func getImageDiffDirectory(withDefault dir: String?, file: StaticString = #filePath) -> String {
            let configuration = SnapshotConfiguration.current
            if configuration.effectiveEnvironment["IMAGE_DIFF_DIR", default: ""].isEmpty, let dir, !dir.isEmpty { return dir }
            return configuration.effectiveArtifactsDirectory(testFilePath: "\(file)").path
        }

        /// Verifies `value` with `strategy` named as this test case says, and reports a failure.
        @preconcurrency @MainActor
        private func verify<Value>(
            _ value: Value, as strategy: HeadlessSnapshotCore.Snapshotting<Value, Bitmap>, identifier: String?,
            suffixes: NSOrderedSet, file: StaticString, line: UInt
        ) {
            let result = snapshotAssertion(suffixes, file).verify(value, as: named(strategy), identifier: identifier)
            if let message = result.failureMessage { XCTFail(message, file: file, line: line) }
        }
    }
#endif
