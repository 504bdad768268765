import HeadlessMocking

/// A protocol whose method names deliberately match ``MockingTests``' own
/// `Greeter`, to show that references from two modules never mix.
public protocol Greeter {
    /// Greets someone.
    func greet(name: String) -> String
}

/// This module's mock of ``Greeter``.
public final class GreeterMock: Mock, Greeter, @unchecked Sendable {
    /// The reference of ``greet(name:)``, shared by every instance.
    public static let greetRef = MockReference<String, String>()

    /// Creates a mock with nothing registered.
    override public init() {}

    /// Records the call and returns the registered greeting.
    public func greet(name: String) -> String {
        invoke(Self.greetRef, args: name)
    }
}
