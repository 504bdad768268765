import HeadlessLocking

/// Values made from their keys and kept for reuse, shared across threads, up
/// to a memory budget: when the next value would exceed it, the cache starts
/// over. A value is a pure function of its key, so the cache changes speed,
/// never results.
final class ByteBudgetedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most bytes held at once.
    let byteBudget: Int
    /// The bytes a value holds.
    private let cost: @Sendable (Value) -> Int
    private let storage = SanitizerVisibleMutex<(values: [Key: Value], bytes: Int)>(([:], 0))

    /// A cache holding at most `byteBudget` bytes, each value costing `cost` of it.
    init(byteBudget: Int, cost: @escaping @Sendable (Value) -> Int) {
        self.byteBudget = byteBudget
        self.cost = cost
    }

    /// The value for `key`, made by `make` on first use.
    func value(for key: Key, make: () -> Value) -> Value {
        if let known = storage.withLock({ $0.values[key] }) { return known }
        let value = make()
        let bytes = cost(value)
        storage.withLock { storage in
            if storage.bytes + bytes > byteBudget {
                storage.values.removeAll(keepingCapacity: true)
                storage.bytes = 0
            }
            if storage.values.updateValue(value, forKey: key) == nil { storage.bytes += bytes }
        }
        return value
    }
}
