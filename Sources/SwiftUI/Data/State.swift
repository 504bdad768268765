/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// The value lives in the view graph at the view's place in the tree: a view
/// value made again by its parent's body finds the value its predecessor
/// left there. Changing it resolves the tree again before a snapshot.
/// See [State](https://developer.apple.com/documentation/swiftui/state).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { box = StateBox(value) }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value: nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) { box.link(at: key, in: context.graph) }
}

extension State: @unchecked Sendable where Value: Sendable {}
