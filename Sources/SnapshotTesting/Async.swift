/// A value delivered later, to a callback: how a strategy that must wait
/// (for a web view, an image load) hands over its snapshot.
/// [swift-snapshot-testing's `Async`](https://github.com/pointfreeco/swift-snapshot-testing)
public struct Async<Value> {
    /// Runs the work, calling the callback with the value once it is ready.
    public let run: (@escaping (Value) -> Void) -> Void

    /// A value delivered by `run`.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// A value that is ready now.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The value transformed by `f` once it is ready.
    public func map<NewValue>(_ f: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in self.run { callback(f($0)) } }
    }
}
