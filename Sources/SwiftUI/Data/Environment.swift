/// A property wrapper that reads a value from a view's environment.
///
/// Linked to the environment of the view's place each time its body is read;
/// read outside a body it gives the defaults.
/// See [Environment](https://developer.apple.com/documentation/swiftui/environment).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let box = EnvironmentBox()
    private let read: (EnvironmentValues) -> Value

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// Creates an environment property to read an observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.objects[ObjectIdentifier(objectType)] as? Value else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }

    /// Creates an environment property to read an optional observable object from the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.objects[ObjectIdentifier(objectType)] as? T }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value { read(box.values) }
}

extension Environment: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) { box.values = context.environment }
}

extension Environment: @unchecked Sendable where Value: Sendable {}

/// The environment an `@Environment` property was last linked to.
final class EnvironmentBox: @unchecked Sendable {
    var values = EnvironmentValues()
}
