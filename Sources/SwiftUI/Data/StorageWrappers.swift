/// A property wrapper type that reflects a value from `UserDefaults`: read
/// from the given store (the standard defaults by default) when set there,
/// else the default value given; writes go to the store and redraw the view.
/// See [AppStorage](https://developer.apple.com/documentation/swiftui/appstorage).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let store: UserDefaults
    private let defaultValue: Value
    private let box: StateBox<Int>

    private init(key: String, store: UserDefaults?, defaultValue: Value) {
        self.key = key
        self.store = store ?? .standard
        self.defaultValue = defaultValue
        box = StateBox(0)
    }

    /// The value read from the store, or the default value.
    public var wrappedValue: Value {
        get {
            _ = box.value
            return store.object(forKey: key) as? Value ?? defaultValue
        }
        nonmutating set {
            store.set(newValue, forKey: key)
            box.value += 1
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 }) }
}

extension AppStorage where Value == Bool {
    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(key: key, store: store, defaultValue: wrappedValue) }
}

extension AppStorage where Value == Int {
    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(key: key, store: store, defaultValue: wrappedValue) }
}

extension AppStorage where Value == Double {
    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(key: key, store: store, defaultValue: wrappedValue) }
}

extension AppStorage where Value == String {
    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(key: key, store: store, defaultValue: wrappedValue) }
}

extension AppStorage where Value == Data {
    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { self.init(key: key, store: store, defaultValue: wrappedValue) }
}

extension AppStorage: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) { box.link(at: key, in: context.graph) }
}

/// A property wrapper type that reads and writes to a persisted, per-scene
/// storage: in a snapshot there is one scene and nothing restored, so it
/// behaves as `@State` with its default value.
/// See [SceneStorage](https://developer.apple.com/documentation/swiftui/scenestorage).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>

    /// Creates a property that can save and restore a value.
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }

    /// The underlying value referenced by the scene storage.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) { state.link(at: key, in: context) }
}

/// A property wrapper type that can read and write a value that SwiftUI
/// updates as the placement of focus within the scene changes: nothing is
/// focused in a snapshot, so it holds its initial value.
/// See [FocusState](https://developer.apple.com/documentation/swiftui/focusstate).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    /// The current state value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: Binding { Binding(state.projectedValue) }

    /// A property wrapper type that can read and write a value that indicates the current focus location.
    @propertyWrapper
    public struct Binding {
        let binding: SwiftUI.Binding<Value>
        init(_ binding: SwiftUI.Binding<Value>) { self.binding = binding }
        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) { state.link(at: key, in: context) }
}

/// A property wrapper type that updates a property while the user performs a
/// gesture: no gesture is performed in a snapshot, so it holds its initial value.
/// See [GestureState](https://developer.apple.com/documentation/swiftui/gesturestate).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    /// The wrapped value.
    public let wrappedValue: Value

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Creates a view state that's derived from a gesture.
    public init(initialValue: Value) { wrappedValue = initialValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity of the object containing the property.
/// See [Namespace](https://developer.apple.com/documentation/swiftui/namespace).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// Creates a namespace.
    public init() {}
    /// The namespace's identifier.
    public var wrappedValue: ID { ID() }

    /// A namespace defined by the persistent identity of an `@Namespace` property.
    public struct ID: Hashable, Sendable {}
}

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace (geometry is only matched during a transition: nothing changes at rest).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { modifier(EmptyModifier()) }

    /// Specifies whether the view is focused (nothing is focused in a snapshot).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { modifier(EmptyModifier()) }

    /// Specifies the focus state for this view (nothing is focused in a snapshot).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { modifier(EmptyModifier()) }
}

/// A set of view properties that may be synchronized between views using `matchedGeometryEffect`.
/// See [MatchedGeometryProperties](https://developer.apple.com/documentation/swiftui/matchedgeometryproperties).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
