import Foundation

/// How a value becomes a snapshot, and how that snapshot is diffed: the
/// extension point of every assertion (`assertSnapshot(of:as:)`).
///
/// A strategy takes its snapshot on the main actor, where views live, once
/// the value is ready: ``pending`` lists what it still waits for (such as
/// image loads), and the assertion polls it, by spinning the run loop in
/// XCTest or by suspending in Swift Testing, up to
/// ``SnapshotConfiguration/pendingTimeout``. A strategy may split its work
/// (``capture``): what must read the value runs on the main actor, the rest
/// (rendering, in Swift Testing) off it. Comparing, encoding and writing
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
    /// Captures the snapshot on the main actor, to be finished anywhere.
    public var capture: @MainActor @Sendable (Value) throws -> SnapshotCapture<Format>

    /// Takes the snapshot: captures and finishes it.
    public var snapshot: @MainActor @Sendable (Value) throws -> Format {
        { [capture] value in try capture(value).finished() }
    }

    /// Creates a strategy that takes its whole snapshot on the main actor.
    public init(
        diffing: Diffing<Format>, nameParts: [String] = [], scale: Double = 1,
        pending: @escaping @MainActor @Sendable (Value) -> [String] = { _ in [] },
        snapshot: @escaping @MainActor @Sendable (Value) throws -> Format
    ) {
        self.init(
            diffing: diffing, nameParts: nameParts, scale: scale, pending: pending,
            capture: { value in SnapshotCapture(try snapshot(value)) })
    }

    /// Creates a strategy that captures on the main actor what the snapshot
    /// needs and finishes it anywhere (see ``SnapshotCapture``).
    public init(
        diffing: Diffing<Format>, nameParts: [String] = [], scale: Double = 1,
        pending: @escaping @MainActor @Sendable (Value) -> [String] = { _ in [] },
        capture: @escaping @MainActor @Sendable (Value) throws -> SnapshotCapture<Format>
    ) {
        self.diffing = diffing
        self.nameParts = nameParts
        self.scale = scale
        self.pending = pending
        self.capture = capture
    }

    /// The strategy for values of another type, converted to this one's first
    /// by `transform`; naming and diffing stay the same.
    public func pullback<NewValue>(_ transform: @escaping @MainActor @Sendable (NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format>
    {
        let pending = self.pending, capture = self.capture
        return Snapshotting<NewValue, Format>(
            diffing: diffing, nameParts: nameParts, scale: scale,
            pending: { value in (try? transform(value)).map(pending) ?? [] },
            capture: { value in try capture(transform(value)) })
    }
}

extension Snapshotting where Value == Format {
    /// The value is its own snapshot, diffed by `diffing`.
    public init(diffing: Diffing<Format>) {
        self.init(diffing: diffing) { $0 }
    }
}
