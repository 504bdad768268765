import Foundation
import HeadlessImageComparison

/// What verifying one snapshot came to. Saved as `result_<name>.json` beside
/// the failure images, where `snapshot report` finds it.
public struct SnapshotResult: Sendable, Codable, Hashable {
    /// How verification ended.
    public enum Status: String, Sendable, Codable, Hashable {
        /// The snapshot matches its reference.
        case passed
        /// A reference was written (``SnapshotRecordMode/all``, or a missing one recorded); the test fails.
        case recorded
        /// The snapshot does not match, its reference is missing or unreadable, or it could not be taken.
        case failed
        /// The snapshot belongs to another shard of the suite (see `SnapshotShard`): not taken, not saved.
        case skipped
    }

    /// How verification ended.
    public var status: Status
    /// The test.
    public var test: SnapshotTestIdentity
    /// The reference file name.
    public var fileName: String
    /// The reference file: the one matched, recorded or first tried.
    public var reference: URL
    /// Why the test fails; nil when it passed.
    public var message: String?
    /// The failure images written.
    public var artifacts: FailureArtifacts
    /// Whether the reference's stamp settled the match without decoding it.
    package var matchedByDigest: Bool
    /// The digest of the reference file's bytes (``fileDigest(of:)``) when a
    /// failed comparison read it, so `snapshot approve` can tell whether it
    /// changed since; nil when there was none.
    package var referenceFileDigest: String?
    /// Whether the snapshot had no reference before the run (recorded for
    /// the first time, or failing for want of one).
    public var isNew: Bool
    /// The figures of a failed image comparison (changed pixels, the
    /// tolerances that would pass, the changed areas and the views over
    /// them); nil otherwise.
    public var figures: DifferenceFigures?

    /// Creates a result.
    package init(
        status: Status, test: SnapshotTestIdentity, fileName: String, reference: URL, message: String?,
        artifacts: FailureArtifacts = FailureArtifacts(), matchedByDigest: Bool = false, isNew: Bool = false
    ) {
        self.status = status
        self.test = test
        self.fileName = fileName
        self.reference = reference
        self.message = message
        self.artifacts = artifacts
        self.matchedByDigest = matchedByDigest
        self.isNew = isNew
    }

    /// The XXH64 of a file's bytes in hexadecimal, or nil when it cannot be read.
    package static func fileDigest(of file: URL) -> String? {
        (try? Data(contentsOf: file)).map(digest)
    }

    /// The XXH64 of `bytes` in hexadecimal, as ``fileDigest(of:)`` gives it for a file.
    static func digest(of bytes: Data) -> String {
        String(bytes.withUnsafeBytes { XXH64.hash($0) }, radix: 16)
    }

    /// The failure to report, or nil when the snapshot passed.
    public var failureMessage: String? { status == .passed || status == .skipped ? nil : message }
}
