#if canImport(XCTest)
    import HeadlessLayers
    import HeadlessRaster
    import HeadlessSnapshotCore
    import XCTest

    // The assertions of ``SnapshotTestCase``, FBSnapshotTestCase's macros as
    // methods: each names its snapshots after the test method and the class, and
    // reports a failure with `XCTFail` at the caller's line.
    extension SnapshotTestCase {
        /// Verifies a snapshot of `value` taken by `strategy` against its
        /// reference (or records it), with this test case's reference directory
        /// and record mode.
        ///
        /// - Returns: The result, whose ``SnapshotResult/reference`` is the reference file.
        @MainActor @discardableResult
        public func assertSnapshot<Value, Format>(
            of value: Value, as strategy: Snapshotting<Value, Format>,
            identifier: String? = nil,
            suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
            file: StaticString = #filePath, line: UInt = #line
        ) -> SnapshotResult {
            let result = snapshotAssertion(suffixes, file).verify(value, as: strategy, identifier: identifier)
            if let message = result.failureMessage { XCTFail(message, file: file, line: line) }
            return result
        }

        /// Where the reference of a snapshot taken by `strategy` is looked for
        /// first, as the configuration and environment in effect now resolve it
        /// (`<dir>_64/<Module.Class>/<name>`).
        public func referenceURL<Value, Format>(
            as strategy: Snapshotting<Value, Format>, identifier: String? = nil,
            suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
            file: StaticString = #filePath
        ) throws -> URL {
            let request = try snapshotAssertion(suffixes, file).request(identifier, as: strategy)
            guard let first = request.referenceFiles.first else { throw SnapshotError.noSuffixes }
            return first
        }

        /// Verifies an image of `view` against its reference (or records it),
        /// rendered for ``device`` through the path ``usesDrawViewHierarchyInRect`` chooses.
        ///
        /// - Parameters:
        ///   - view: The view; it is laid out and sized as the strategy says.
        ///   - identifier: Tells several snapshots in one test apart.
        ///   - suffixes: The reference directory suffixes, tried in order.
        ///   - perPixelTolerance: The share, 0...1, by which a pixel's channels may
        ///     differ and still count as equal, iOSSnapshotTestCase's meaning: a
        ///     channel delta `d` is within it when `d / 256 <= perPixelTolerance`.
        ///   - overallTolerance: The share, 0...1, of pixels that may differ.
        ///   - file: The file a failure is reported in; leave it to default.
        ///   - line: The line a failure is reported at; leave it to default.
        @MainActor
        public func FBSnapshotVerifyView(
            _ view: View, identifier: String? = nil,
            suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
            perPixelTolerance: Double = 0, overallTolerance: Double = 0,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            assertSnapshot(
                of: view, as: viewImage(.shares(perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance)),
                identifier: identifier, suffixes: suffixes, file: file, line: line)
        }

        /// Verifies `view` with FBSnapshotTestCase's `tolerance`: the share, 0...1,
        /// of pixels that may differ.
        @MainActor
        public func FBSnapshotVerifyView(
            _ view: View, identifier: String? = nil,
            suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(), tolerance: Double,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            FBSnapshotVerifyView(
                view, identifier: identifier, suffixes: suffixes, overallTolerance: tolerance,
                file: file, line: line)
        }

        /// Verifies an image of `layer`, rendered at the device's scale, against
        /// its reference (or records it); the parameters are as ``FBSnapshotVerifyView(_:identifier:suffixes:perPixelTolerance:overallTolerance:file:line:)-(View,_,_,_,_,_,_)``'s.
        @MainActor
        public func FBSnapshotVerifyLayer(
            _ layer: Layer, identifier: String? = nil,
            suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
            perPixelTolerance: Double = 0, overallTolerance: Double = 0,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            let tolerance = ComparisonOptions.shares(perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance)
            assertSnapshot(
                of: layer,
                as: .image(
                    device: device, fileNameOptions: fileNameOptions,
                    isDeviceAgnostic: isDeviceAgnostic, tolerance: tolerance),
                identifier: identifier, suffixes: suffixes, file: file, line: line)
        }

        /// Verifies `layer` with FBSnapshotTestCase's `tolerance`: the share, 0...1,
        /// of pixels that may differ.
        @MainActor
        public func FBSnapshotVerifyLayer(
            _ layer: Layer, identifier: String? = nil,
            suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(), tolerance: Double,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            FBSnapshotVerifyLayer(
                layer, identifier: identifier, suffixes: suffixes, overallTolerance: tolerance,
                file: file, line: line)
        }

        /// Verifies `view` on every device in every traits variant: for each, the
        /// view is sized to the device's screen and named with the device and
        /// screen size (plus ``fileNameOptions``) and the variant, such as
        /// `testSettings_iPhone_15_393x852_dark@3x.png`. Each failure is reported apart.
        @MainActor
        public func assertSnapshots(
            of view: View, devices: [DeviceProfile], traits: [SnapshotTraits] = [.unchanged],
            identifier: String? = nil, suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(),
            perPixelTolerance: Double = 0, overallTolerance: Double = 0,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            let tolerance = ComparisonOptions.shares(perPixelTolerance: perPixelTolerance, overallTolerance: overallTolerance)
            for strategy in Snapshotting<View, Bitmap>.matrix(
                devices: devices, traits: traits, rendering: renderingPath,
                fileNameOptions: fileNameOptions,
                isDeviceAgnostic: isDeviceAgnostic, tolerance: tolerance)
            {
                assertSnapshot(of: view, as: strategy, identifier: identifier, suffixes: suffixes, file: file, line: line)
            }
        }

        /// The rendering path ``usesDrawViewHierarchyInRect`` chooses.
        private var renderingPath: SnapshotRenderingPath { usesDrawViewHierarchyInRect ? .viewHierarchy : .layerTree }

        /// The image strategy of this test case's settings for a view.
        @MainActor
        private func viewImage(_ tolerance: ComparisonOptions) -> Snapshotting<View, Bitmap> {
            .image(
                device: device, rendering: renderingPath, fileNameOptions: fileNameOptions,
                isDeviceAgnostic: isDeviceAgnostic, tolerance: tolerance)
        }

        /// The engine's way in for this test with `suffixes`.
        private func snapshotAssertion(_ suffixes: [String], _ file: StaticString) -> SnapshotAssertion {
            SnapshotAssertion(
                test: snapshotTestIdentity, testFilePath: "\(file)", configuredDirectory: referenceImageDirectory,
                suffixes: suffixes, recordMode: recordMode ? .all : nil)
        }
    }
#endif
