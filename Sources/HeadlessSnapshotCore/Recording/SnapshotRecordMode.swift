/// When verification writes reference images.
///
/// Chosen by, in order: an explicit argument (`record:`, or `recordMode = true`
/// on a ``SnapshotTestCase``, which means ``all``), ``SnapshotConfiguration``,
/// the `SNAPSHOT_RECORD` environment variable, and otherwise ``missing`` — or
/// ``never`` when the `CI` environment variable is set, so that nothing is
/// recorded on CI unless asked explicitly. Recording writes into the first
/// suffix's directory only.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Records every snapshot, overwriting references, and fails the test, as
    /// FBSnapshotTestCase's `recordMode` does.
    case all
    /// Records a snapshot whose reference is missing (failing the test, so
    /// the new reference is seen); verifies the others.
    case missing
    /// As ``missing``, and also overwrites a reference that does not match
    /// (the test still fails, with the failure images written).
    case failed
    /// Never writes a reference: a missing one fails the test.
    case never

    /// The mode in effect for `explicit` (nil when not given) and `environment`.
    ///
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` when `SNAPSHOT_RECORD`
    ///   holds something other than a mode's name.
    package static func resolve(
        explicit: SnapshotRecordMode?,
        environment: [String: String]
    ) throws(SnapshotError) -> SnapshotRecordMode {
        if let explicit { return explicit }
        if let value = environment[SnapshotEnvironment.record], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else { throw .invalidRecordMode(value) }
            return mode
        }
        let ci = environment[SnapshotEnvironment.continuousIntegration] ?? ""
        return ci.isEmpty || ci.lowercased() == "false" || ci == "0" ? .missing : .never
    }

    /// Whether a missing reference is recorded.
    var recordsMissing: Bool { self != .never }
}
