import HeadlessLocking

/// Which cache image views use: a process-wide one, replaceable, and a
/// task-local override for one scope.
///
/// Two ways to swap the cache, as with `PollingDefaults`, both concurrency-safe:
///
/// - ``shared`` is process-wide, guarded by a mutex. Replacing it suits
///   tests that run one at a time (XCTest's default): every view that
///   starts a load afterwards uses the new cache.
/// - ``withCurrent(_:operation:)`` overrides it for one scope through a
///   task-local value, seen only by that task, its child tasks and the code
///   it calls synchronously. This is the one to use in parallel tests.
///
/// ``current`` is the scoped cache if there is one, otherwise ``shared``.
/// ``ImageView/setImage(with:placeholder:completion:)`` reads it when called.
extension ImageCache {
    /// The real cache that ``shared`` starts as.
    public static let `default` = ImageCache()

    private static let installed = SanitizerVisibleMutex<any ImageCaching>(ImageCache.default)

    @TaskLocal private static var scoped: (any ImageCaching)?

    /// The process-wide cache, used outside any ``withCurrent(_:operation:)``
    /// scope; ``default`` unless replaced.
    public static var shared: any ImageCaching {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// The cache in effect here: the innermost ``withCurrent(_:operation:)``
    /// scope's, otherwise ``shared``.
    public static var current: any ImageCaching { scoped ?? shared }

    /// Runs `operation` with `cache` as ``current``.
    @discardableResult
    public static func withCurrent<Result>(_ cache: any ImageCaching, operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(cache, operation: operation)
    }

    /// Runs the async `operation` with `cache` as ``current`` for it and its child tasks.
    @discardableResult
    public static func withCurrent<Result>(
        _ cache: any ImageCaching,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(cache, operation: operation)
    }
}
