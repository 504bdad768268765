import HeadlessLocking

/// The timeout and delay that assertions use when none is given: 1 s and
/// 0.1 s unless configured, as in AssertEventually.
///
/// There are two ways to configure them, and both are concurrency-safe:
///
/// - ``global`` is process-wide, guarded by a `Mutex`. Set it once, before
///   tests run (for example on a slow CI machine), not from tests running in
///   parallel: a change is seen by every test that starts polling after it.
/// - ``withValue(_:operation:)`` overrides the defaults for one scope through
///   a task-local value, seen only by that task, its child tasks and the code
///   it calls synchronously. This is the one to use inside parallel tests.
///
/// ``current`` is the scoped value if there is one, otherwise ``global``.
/// The assertions read it when they are called.
public struct PollingDefaults: Sendable, Hashable {
    /// How long a poll lasts at most.
    public var timeout: Duration
    /// How long a poll waits between samples.
    public var delay: Duration

    /// Creates defaults; the parameters default to 1 s and 0.1 s.
    public init(timeout: Duration = .seconds(1), delay: Duration = .milliseconds(100)) {
        self.timeout = timeout
        self.delay = delay
    }

    private static let storage = SanitizerVisibleMutex(PollingDefaults())

    @TaskLocal private static var scoped: PollingDefaults?

    /// The process-wide defaults, used outside any
    /// ``withValue(_:operation:)`` scope.
    public static var global: PollingDefaults {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// The defaults in effect here: the innermost
    /// ``withValue(_:operation:)`` scope, otherwise ``global``.
    public static var current: PollingDefaults {
        scoped ?? global
    }

    /// Runs `operation` with `defaults` as ``current``.
    @discardableResult
    public static func withValue<Result>(
        _ defaults: PollingDefaults,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $scoped.withValue(defaults, operation: operation)
    }

    /// Runs the async `operation` with `defaults` as ``current`` for it and
    /// its child tasks.
    @discardableResult
    public static func withValue<Result>(
        _ defaults: PollingDefaults,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(defaults, operation: operation)
    }
}
