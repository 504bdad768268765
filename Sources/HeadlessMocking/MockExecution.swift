/// One recorded call of a mocked method: the arguments it received and what
/// it returned or threw.
public struct MockExecution<Arguments: Sendable, Result: Sendable, Failure: Error>: Sendable {
    /// The arguments the mocked method was called with.
    public let arguments: Arguments
    /// The value the call returned, or the error it threw.
    public let outcome: Swift.Result<Result, Failure>

    /// The value the call returned, or `nil` if it threw.
    public var result: Result? {
        try? outcome.get()
    }

    /// The error the call threw, or `nil` if it returned.
    public var error: Failure? {
        guard case .failure(let error) = outcome else { return nil }
        return error
    }
}

extension MockExecution where Failure == Never {
    /// The value the call returned; a non-throwing call always returns one.
    public var result: Result {
        switch outcome {
        case .success(let value): value
        }
    }
}
