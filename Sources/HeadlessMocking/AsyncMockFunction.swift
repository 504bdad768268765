/// A reference to an `async` mocked method, whose `invoke(_:args:)` is
/// awaited and throws `Failure` (`Never` for methods that do not throw).
///
/// Results registered for it may themselves be `async`, for example to
/// suspend until the test releases them.
///
/// Most code uses the aliases ``AsyncMockReference`` (non-throwing) and
/// ``AsyncThrowingMockReference`` (`throws`); spell `AsyncMockFunction` out
/// for typed throws.
public final class AsyncMockFunction<Arguments: Sendable, Result: Sendable, Failure: Error>: MockFunctionReference {
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

/// A reference to an `async` mocked method that does not throw.
public typealias AsyncMockReference<Arguments: Sendable, Result: Sendable> = AsyncMockFunction<Arguments, Result, Never>

/// A reference to an `async` mocked method that throws any error.
public typealias AsyncThrowingMockReference<Arguments: Sendable, Result: Sendable> = AsyncMockFunction<Arguments, Result, any Error>
