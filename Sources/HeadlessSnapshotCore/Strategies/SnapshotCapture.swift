/// A snapshot taken on the main actor and finished anywhere: a strategy
/// captures what it needs where the value lives (a view tree recorded as a
/// `Drawing`, say), and the rest of the work (rendering it) runs off
/// the main actor, so that parallel tests do not queue behind each other.
public struct SnapshotCapture<Format: Sendable>: Sendable {
    private let finish: @Sendable () throws -> Format
    /// What the capture knows beyond the pixels, current while the snapshot is compared.
    public var annotations: SnapshotAnnotations

    /// A capture whose snapshot `finish` makes, on whatever thread verifies it.
    public init(annotations: SnapshotAnnotations = SnapshotAnnotations(), finishing finish: @escaping @Sendable () throws -> Format) {
        self.finish = finish
        self.annotations = annotations
    }

    /// A capture of a snapshot already made.
    public init(_ snapshot: Format) {
        finish = { snapshot }
        annotations = SnapshotAnnotations()
    }

    /// Makes the snapshot.
    public func finished() throws -> Format {
        try finish()
    }

    /// Makes the snapshot, a thrown error becoming a ``SnapshotError``.
    var result: Result<Format, SnapshotError> {
        SnapshotError.catching { try finish() }
    }
}
