import Foundation

/// One test's way into the engine, shared by every front end: for a value
/// and a strategy, names the snapshot, resolves its request from the
/// configuration and environment in effect, waits until the value is ready,
/// takes the snapshot and verifies it.
package struct SnapshotAssertion: Sendable {
    /// The test.
    package var test: SnapshotTestIdentity
    /// The test's source file (`#filePath`), beside which `ReferenceImages` is looked for.
    package var testFilePath: String
    /// A reference directory set on the test case, ahead of the configuration's.
    package var configuredDirectory: URL?
    /// The reference directory suffixes, tried in order.
    package var suffixes: [String]
    /// A record mode asked for by the assertion, ahead of the configuration's and the environment's.
    package var recordMode: SnapshotRecordMode?

    /// Creates an assertion for a test.
    package init(
        test: SnapshotTestIdentity, testFilePath: String, configuredDirectory: URL? = nil,
        suffixes: [String] = FBSnapshotTestCaseDefaultSuffixes(), recordMode: SnapshotRecordMode? = nil
    ) {
        self.test = test
        self.testFilePath = testFilePath
        self.configuredDirectory = configuredDirectory
        self.suffixes = suffixes
        self.recordMode = recordMode
    }

    /// The reference name of a snapshot of this test as `strategy` takes it.
    package func referenceName<Value, Format>(_ identifier: String?, as strategy: Snapshotting<Value, Format>) -> ReferenceName {
        ReferenceName(
            testName: test.testName, identifier: identifier, parts: strategy.nameParts, scale: strategy.scale,
            pathExtension: strategy.diffing.pathExtension)
    }

    /// The request for a snapshot of this test as `strategy` takes it, as the
    /// configuration and environment in effect now resolve it; its
    /// ``SnapshotRequest/referenceFiles`` say where the references are.
    ///
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` for a bad `SNAPSHOT_RECORD`.
    package func request<Value, Format>(
        _ identifier: String?, as strategy: Snapshotting<Value, Format>,
        configuration: SnapshotConfiguration = .current
    ) throws(SnapshotError) -> SnapshotRequest {
        try SnapshotRequest.resolved(
            test: test, name: referenceName(identifier, as: strategy), testFilePath: testFilePath,
            configuredDirectory: configuredDirectory, suffixes: suffixes,
            explicitRecordMode: recordMode, configuration: configuration)
    }

    /// Waits for `value` on the calling thread, running its run loop (XCTest), then snapshots and verifies it.
    @MainActor
    package func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>,
        identifier: String? = nil
    ) -> SnapshotResult {
        let configuration = SnapshotConfiguration.current
        let request: SnapshotRequest
        do { request = try self.request(identifier, as: strategy, configuration: configuration) } catch {
            return unresolved(referenceName(identifier, as: strategy), error)
        }
        return SnapshotVerifier(request).verify(
            with: strategy.diffing,
            capturing: {
                if let error = PendingWait.wait(timeout: configuration.pendingTimeout, pending: { strategy.pending(value) }) {
                    return .failure(error)
                }
                return Self.capture(value, strategy)
            })
    }

    /// Waits for `value` by suspending (Swift Testing), then captures it on
    /// the main actor, and finishes (renders) and verifies it off the main actor.
    @MainActor
    package func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>,
        identifier: String? = nil
    ) async -> SnapshotResult {
        let configuration = SnapshotConfiguration.current
        let request: SnapshotRequest
        do { request = try self.request(identifier, as: strategy, configuration: configuration) } catch {
            return unresolved(referenceName(identifier, as: strategy), error)
        }
        return await SnapshotVerifier(request).verify(with: strategy.diffing) {
            if let error = await PendingWait.wait(timeout: configuration.pendingTimeout, pending: { strategy.pending(value) }) {
                return .failure(error)
            }
            return Self.capture(value, strategy)
        }
    }

    /// Captures the snapshot, turning a thrown error into a ``SnapshotError``.
    @MainActor
    private static func capture<Value, Format>(_ value: Value, _ strategy: Snapshotting<Value, Format>)
        -> Result<SnapshotCapture<Format>, SnapshotError>
    {
        SnapshotError.catching { try strategy.capture(value) }
    }

    /// The failed result of a snapshot whose request could not be resolved.
    private func unresolved(_ name: ReferenceName, _ error: SnapshotError) -> SnapshotResult {
        SnapshotResult(
            status: .failed, test: test, fileName: name.fileName, reference: URL(fileURLWithPath: testFilePath),
            message: "Cannot verify \(name.fileName): \(error)")
    }
}

extension SnapshotAssertion {
    /// The failed result of a snapshot whose value could not be built.
    func unbuilt<Value, Format>(
        _ identifier: String?, as strategy: Snapshotting<Value, Format>,
        _ error: any Error
    ) -> SnapshotResult {
        let name = referenceName(identifier, as: strategy)
        return SnapshotResult(
            status: .failed, test: test, fileName: name.fileName,
            reference: URL(fileURLWithPath: testFilePath),
            message: "Cannot take the snapshot \(name.fileName): the value threw \(error)")
    }
}
