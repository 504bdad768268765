/// A reference to a synchronous mocked method, whose `invoke(_:args:)`
/// throws `Failure` (`Never` for methods that do not throw).
///
/// Create one per mocked method and keep it for the mock's lifetime:
///
/// ```swift
/// let functionWithIntResultRef = MockReference<(String, Int), Int>()
/// ```
///
/// Most code uses the aliases ``MockReference`` (non-throwing) and
/// ``ThrowingMockReference`` (`throws`); spell `MockFunction` out for typed
/// throws, as in `MockFunction<Int, String, LoadError>`.
public final class MockFunction<Arguments: Sendable, Result: Sendable, Failure: Error>: MockFunctionReference {
    /// Where the reference was declared, as `fileID:line`; used in failure messages.
    public let declaration: String

    /// Creates a reference with its own identity, remembering where it was declared.
    ///
    /// - Parameters:
    ///   - fileID: The declaring file; leave the default.
    ///   - line: The declaring line; leave the default.
    public init(fileID: String = #fileID, line: Int = #line) {
        declaration = "\(fileID):\(line)"
    }
}

/// A reference to a synchronous mocked method that does not throw.
public typealias MockReference<Arguments: Sendable, Result: Sendable> = MockFunction<Arguments, Result, Never>

/// A reference to a synchronous mocked method that throws any error.
public typealias ThrowingMockReference<Arguments: Sendable, Result: Sendable> = MockFunction<Arguments, Result, any Error>
