/// A property wrapper type that can read and write a value owned by a source of truth.
/// See [Binding](https://developer.apple.com/documentation/swiftui/binding).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// Creates a binding with closures that read and write the binding value; the transaction is not used here.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    /// Creates a binding from another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// Specifies an animation to perform when the binding value changes; changes are immediate here.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// Specifies a transaction for the binding; changes are immediate here.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// Creates a binding by projecting the base value to an unwrapped value, or nil when the base is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

extension Binding: DynamicProperty {}
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: BidirectionalCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// The context of the current state-processing update; kept for source compatibility.
/// See [Transaction](https://developer.apple.com/documentation/swiftui/transaction).
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// Whether to disable animations.
    public var disablesAnimations = false

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) { self.animation = animation }
}
