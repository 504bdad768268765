import HeadlessMocking

/// The same protocol shape as `MockingTestSupport.Greeter`, declared again in this module.
protocol Greeter {
    func greet(name: String) -> String
}

/// This module's mock of ``Greeter``, with the same reference name as the
/// test-support module's mock.
final class GreeterMock: Mock, Greeter, @unchecked Sendable {
    static let greetRef = MockReference<String, String>()

    func greet(name: String) -> String {
        invoke(Self.greetRef, args: name)
    }
}
