import Foundation

/// The files written when a snapshot fails, FBSnapshotTestCase's
/// `reference_`, `failed_` and `diff_` files in the failure directory's class folder.
public struct FailureArtifacts: Sendable, Codable, Hashable {
    /// The reference as decoded, when there was a readable one.
    public var reference: URL?
    /// The snapshot taken.
    public var failed: URL?
    /// The file showing the difference (a diff image when the sizes matched, a line diff).
    public var diff: URL?

    /// Creates a set of artifacts.
    public init(reference: URL? = nil, failed: URL? = nil, diff: URL? = nil) {
        self.reference = reference
        self.failed = failed
        self.diff = diff
    }

    /// The files written, in the order reference, failed, diff.
    public var files: [URL] { [reference, failed, diff].compactMap { $0 } }
}
