#if canImport(Testing)
    import Testing

    /// The Swift Testing trait that sets the record mode and diff tool of the
    /// snapshots of a test or suite, and gives each test its own count of
    /// unnamed snapshots: `@Suite(.snapshots(record: .never, diffTool: .ksdiff))`.
    public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
        /// Applies to the tests and suites inside a suite too.
        public let isRecursive = true
        /// The configuration set.
        let configuration: SnapshotTestingConfiguration

        /// Runs the test with the configuration in effect and a count of its own.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let scoped = SnapshotTestingConfiguration.merged(record: configuration.record, diffTool: configuration.diffTool)
            try await SnapshotTestingConfiguration.$current.withValue(scoped) {
                guard test.isSuite == false else { return try await function() }
                try await SnapshotCounter.$current.withValue(SnapshotCounter()) { try await function() }
            }
        }
    }

    extension Trait where Self == _SnapshotsTestTrait {
        /// Sets the record mode and the diff tool of the snapshots of a test or suite (nil inherits).
        public static func snapshots(
            record: SnapshotTestingConfiguration.Record? = nil,
            diffTool: SnapshotTestingConfiguration.DiffTool? = nil
        ) -> Self {
            _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
        }

        /// Sets a whole configuration for the snapshots of a test or suite.
        public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
            _SnapshotsTestTrait(configuration: configuration)
        }
    }
#endif
