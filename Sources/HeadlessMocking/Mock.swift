import HeadlessLocking

/// The base class of a test double: inherit from it, implement the protocol
/// under test, and make each method call `invoke` with its function
/// reference and arguments.
///
/// ```swift
/// final class TestClass: Mock, TestProtocol, @unchecked Sendable {
///     let functionWithIntResultRef = MockReference<(String, Int), Int>()
///
///     func functionWithIntResult(arg1: String, arg2: Int) -> Int {
///         invoke(functionWithIntResultRef, args: (arg1, arg2))
///     }
/// }
/// ```
///
/// Tests then register results with `registerResult(for:result:)` or
/// `registerError(for:_:)` and inspect calls with `executions(of:)`,
/// `hasCalled(_:)` and `hasCalled(_:numberOfTimes:)`.
///
/// Registered results and recorded calls belong to the mock instance and
/// are released with it; there is no global store to reset.
///
/// ## Thread safety
///
/// `Mock` is `@unchecked Sendable` because a non-final class cannot be
/// checked by the compiler. It is sound: the only stored state is one `let`
/// holding a `Mutex` (from Synchronization), every read and write of that
/// state happens inside the mutex, and everything stored there (arguments,
/// results, errors and registered closures) is required to be `Sendable`. Registered closures run
/// outside the lock, so they may call back into the mock.
///
/// Swift 6 makes every subclass restate the conformance as
/// `@unchecked Sendable`. That restatement is the subclass's own promise:
/// keep its stored properties `let` constants of `Sendable` types, such as
/// function references, and the guarantee above still holds.
open class Mock: @unchecked Sendable {
    /// Registered behaviours and recorded calls, guarded by a mutex.
    let storage = SanitizerVisibleMutex(MockStorage())

    /// Creates a mock with no registered results and no recorded calls.
    public init() {}
}
