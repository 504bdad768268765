/// A key for accessing values in the environment.
/// See [EnvironmentKey](https://developer.apple.com/documentation/swiftui/environmentkey).
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
/// See [EnvironmentValues](https://developer.apple.com/documentation/swiftui/environmentvalues).
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Objects put in the environment with `environmentObject(_:)` or `environment(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an environment values instance: every value its default.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values, \(objects.count) objects)" }
}

extension EnvironmentValues: @unchecked Sendable {}
