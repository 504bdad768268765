import Foundation

/// How a value becomes a snapshot, and how that snapshot is diffed: the
/// extension point of every assertion (`assertSnapshot(of:as:)`).
///
/// A strategy takes its snapshot on the main actor, where views live, once
/// the value is ready: ``pending`` lists what it still waits for (such as
/// image loads), and the assertion polls it, by spinning the run loop in
/// XCTest or by suspending in Swift Testing, up to
/// ``SnapshotConfiguration/pendingTimeout``. Comparing, encoding and writing
/// files then run through ``diffing``.
///
/// New strategies come from old ones with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == Invoice, Format == String {
///     static let summary = Snapshotting<String, String>.lines.pullback { (invoice: Invoice) in
///         invoice.lines.map { "\($0.item): \($0.amount)" }.joined(separator: "\n")
///     }
/// }
/// ```
public struct Snapshotting<Value, Format: Sendable>: Sendable {
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Parts the reference file name gains after the test name and identifier,
    /// such as a device and a traits variant (`iPhone_15`, `dark`).
    public var nameParts: [String]
    /// The scale written as `@<scale>x` at the end of the file name when above 1.
    public var scale: Double
    /// What the value still waits for before its snapshot can be taken
    /// (descriptions, such as URLs of images loading); empty when ready.
    public var pending: @MainActor @Sendable (Value) -> [String]
    /// Takes the snapshot.
    public var snapshot: @MainActor @Sendable (Value) throws -> Format

    /// Creates a strategy.
    public init(diffing: Diffing<Format>, nameParts: [String] = [], scale: Double = 1,
                pending: @escaping @MainActor @Sendable (Value) -> [String] = { _ in [] },
                snapshot: @escaping @MainActor @Sendable (Value) throws -> Format) {
        self.diffing = diffing
        self.nameParts = nameParts
        self.scale = scale
        self.pending = pending
        self.snapshot = snapshot
    }

    /// The strategy for values of another type, converted to this one's first
    /// by `transform`; naming and diffing stay the same.
    public func pullback<NewValue>(_ transform: @escaping @MainActor @Sendable (NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format> {
        let pending = self.pending, snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(
            diffing: diffing, nameParts: nameParts, scale: scale,
            pending: { value in (try? transform(value)).map(pending) ?? [] },
            snapshot: { value in try snapshot(transform(value)) })
    }
}

extension Snapshotting where Value == Format {
    /// The value is its own snapshot, diffed by `diffing`.
    public init(diffing: Diffing<Format>) {
        self.init(diffing: diffing) { $0 }
    }
}
