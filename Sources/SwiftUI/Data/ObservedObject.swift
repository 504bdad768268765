/// A property wrapper type that subscribes to an observable object and
/// resolves the view again whenever the object changes.
/// See [ObservedObject](https://developer.apple.com/documentation/swiftui/observedobject).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object the observed object wraps.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) { context.graph.watch(wrappedValue) }
}

/// A property wrapper type that instantiates an observable object once per
/// place in the tree and keeps it there.
/// See [StateObject](https://developer.apple.com/documentation/swiftui/stateobject).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateBox<ObjectType?>
    private let make: () -> ObjectType

    /// Creates a new state object with an initial wrapped value, made when first needed.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateBox(nil)
        make = thunk
    }

    /// The underlying object.
    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) {
        box.link(at: key, in: context.graph)
        context.graph.watch(wrappedValue)
    }
}

/// A property wrapper type for an observable object that a parent or ancestor
/// view supplies with `environmentObject(_:)`.
/// See [EnvironmentObject](https://developer.apple.com/documentation/swiftui/environmentobject).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object = box.values.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) {
        box.values = context.environment
        if let object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType { context.graph.watch(object) }
    }
}

extension ViewGraph {
    /// Resolves the tree again when `object` announces a change.
    func watch(_ object: some ObservableObject) {
        if let publisher = object.objectWillChange as? ObservableObjectPublisher { watch(publisher) }
    }
}

/// A property wrapper type that supports creating bindings to the mutable
/// properties of observable objects.
/// See [Bindable](https://developer.apple.com/documentation/swiftui/bindable).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
