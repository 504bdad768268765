#if canImport(Testing)
    import Testing

    /// A Swift Testing trait that sets the record mode of every snapshot in a
    /// test or suite (and the suites and tests inside it), ahead of
    /// `SNAPSHOT_RECORD`; an assertion's own `record:` still wins.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .missing))
    /// struct ProfileSnapshots { ... }
    /// ```
    public struct SnapshotRecordTrait: TestTrait, SuiteTrait, TestScoping {
        /// The record mode set.
        public let mode: SnapshotRecordMode

        /// Applies to the tests and suites inside a suite too.
        public var isRecursive: Bool { true }

        /// Runs the test with the record mode in ``SnapshotConfiguration/current``.
        public func provideScope(
            for test: Test, testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            var configuration = SnapshotConfiguration.current
            configuration.recordMode = mode
            try await SnapshotConfiguration.$current.withValue(configuration) { try await function() }
        }
    }

    extension Trait where Self == SnapshotRecordTrait {
        /// Sets the record mode of the snapshots of a test or suite.
        public static func snapshots(record mode: SnapshotRecordMode) -> Self {
            SnapshotRecordTrait(mode: mode)
        }
    }
#endif
