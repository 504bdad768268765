import Foundation

/// How a snapshot differs from its reference: the sentence for the failure
/// message and any files that show the difference (a diff image, a line diff),
/// written beside the `reference_` and `failed_` files.
public struct SnapshotDifference: Sendable, Hashable {
    /// What differs, fit for a test failure.
    public var message: String
    /// Files that show the difference.
    public var artifacts: [SnapshotArtifact]
    /// Lines that say more, each on its own line after the message (such as
    /// which views cover each changed area).
    public var details: [String]
    /// The figures of an image comparison, kept with the result; nil for other formats.
    public var figures: DifferenceFigures?

    /// Creates a difference.
    public init(
        _ message: String, artifacts: [SnapshotArtifact] = [], details: [String] = [],
        figures: DifferenceFigures? = nil
    ) {
        self.message = message
        self.artifacts = artifacts
        self.details = details
        self.figures = figures
    }
}

/// A file written when a snapshot fails, named `<prefix><reference name>.<pathExtension>`.
public struct SnapshotArtifact: Sendable, Hashable {
    /// The file name prefix, such as `diff_`.
    public var prefix: String
    /// The file extension, such as `png` or `diff`.
    public var pathExtension: String
    /// The file's bytes.
    public var data: Data

    /// Creates an artifact.
    public init(prefix: String, pathExtension: String, data: Data) {
        self.prefix = prefix
        self.pathExtension = pathExtension
        self.data = data
    }
}

extension SnapshotArtifact {
    /// The prefix of the reference as read back, written when a snapshot fails.
    public static let referencePrefix = "reference_"
    /// The prefix of the snapshot taken, written when it fails.
    public static let failedPrefix = "failed_"
    /// The prefix of a file showing the difference, such as a diff image.
    public static let diffPrefix = "diff_"
}
