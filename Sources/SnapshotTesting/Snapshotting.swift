import Foundation

/// How a value becomes a snapshot, and how snapshots are stored and
/// compared: swift-snapshot-testing's strategy type, taken by
/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``.
///
/// New strategies come from old ones with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == Invoice, Format == String {
///     static let summary = Snapshotting<String, String>.lines.pullback { (invoice: Invoice) in
///         invoice.lines.map(\.description).joined(separator: "\n")
///     }
/// }
/// ```
/// [swift-snapshot-testing's documentation](https://swiftpackageindex.com/pointfreeco/swift-snapshot-testing/main/documentation/snapshottesting/snapshotting)
public struct Snapshotting<Value, Format> {
    /// The extension of reference files, such as `png`; nil for none.
    public var pathExtension: String?
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot of a value, delivering it when ready.
    public var snapshot: (Value) -> Async<Format>
    /// Whether the snapshot touches UIKit, so must be taken on the main thread.
    var requiresMainThread = false

    /// A strategy whose snapshot is delivered later.
    public init(
        pathExtension: String?, diffing: Diffing<Format>,
        asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = asyncSnapshot
    }

    /// A strategy whose snapshot is taken at once.
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
        self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: snapshot($0)) }
    }

    /// The strategy for values of another type, converted to this one's first.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        asyncPullback { Async(value: transform($0)) }
    }

    /// The strategy for values of another type, converted to this one's first when ready.
    public func asyncPullback<NewValue>(
        _ transform: @escaping (_ otherValue: NewValue) -> Async<Value>
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        var pulled = Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            Async { callback in transform(newValue).run { value in snapshot(value).run(callback) } }
        }
        pulled.requiresMainThread = requiresMainThread
        return pulled
    }

    /// `strategy`, taken after `duration` seconds of the main run loop (so
    /// that animations and delayed work can finish).
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        strategy.asyncPullback { value in
            Async { callback in
                RunLoop.main.run(until: Date(timeIntervalSinceNow: max(duration, 0)))
                callback(value)
            }
        }
    }
}

/// A strategy whose value is its own snapshot.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// The value is its own snapshot, stored with `pathExtension`.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
