internal import Foundation

/// A value of each thread's own, as UIKit keeps the current graphics
/// context and the current traits: drawing on one thread never sees
/// another's. A thread starts with `initial`.
final class ThreadLocal<Value>: Sendable {
    /// The key in each thread's dictionary.
    private let key = "HeadlessSnapshot.ThreadLocal.\(UUID().uuidString)"
    /// The value a thread starts with.
    private let initial: @Sendable () -> Value

    /// A value per thread, each starting as `initial` makes it.
    init(_ initial: @escaping @Sendable () -> Value) { self.initial = initial }

    /// This thread's value.
    var value: Value {
        get { (Thread.current.threadDictionary[key] as? Box)?.value ?? initial() }
        set { Thread.current.threadDictionary[key] = Box(newValue) }
    }

    /// A value held in a thread's dictionary.
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
