import HeadlessImageLoading
import HeadlessLayers

/// Making the mocker the cache image views use, and undoing it.
///
/// Two ways, for the two test frameworks:
///
/// - ``setupImageMocking()`` replaces the process-wide `ImageCache.shared`
///   until ``tearDownImageMocking()`` or the end of the XCTest test,
///   whichever comes first. XCTest runs a class's tests one at a time, so
///   a process-wide swap is safe there.
/// - ``withImageMocking(_:)`` makes the mocker `ImageCache.current` for one
///   scope through a task-local value: parallel Swift Testing tests each see
///   their own mocker. `setupImageMocking()` refuses to run in a Swift Testing
///   test (with a test failure saying so), since a process-wide swap would leak
///   into tests running beside it.
extension ImageCacheMocker {
    /// Installs the mocker as `ImageCache.shared` (the seed's `setupSDWebImageMocking()`):
    /// every image view that loads afterwards gets its images from it. The
    /// previous cache comes back with ``tearDownImageMocking()`` or at the
    /// end of the XCTest test. Calling it again while installed does nothing.
    ///
    /// ```swift
    /// final class ProfileSnapshotTests: XCTestCase {
    ///     let imageMocker = ImageCacheMocker()
    ///
    ///     override func setUp() {
    ///         super.setUp()
    ///         imageMocker.setupImageMocking()
    ///     }
    /// }
    /// ```
    public func setupImageMocking() {
        guard !TestFailure.inSwiftTestingTest else {
            TestFailure.record(
                "setupImageMocking() swaps the process-wide image cache, which Swift Testing tests "
                    + "running in parallel share; use `try await mocker.withImageMocking { ... }` instead")
            return
        }
        let installed = replacedCache.withLock { replaced -> Bool in
            guard replaced == nil else { return false }
            replaced = ImageCache.shared
            ImageCache.shared = self
            return true
        }
        if installed { EndOfTestRestoration.restoreAfterCurrentTest(self) }
    }

    /// Puts back the cache ``setupImageMocking()`` replaced; does nothing when not installed.
    public func tearDownImageMocking() {
        replacedCache.withLock { replaced in
            guard let previous = replaced else { return }
            ImageCache.shared = previous
            replaced = nil
        }
    }

    /// Whether ``setupImageMocking()`` installed the mocker and it was not torn down yet.
    public var isInstalled: Bool { replacedCache.withLock { $0 != nil } }

    /// Runs `body` with the mocker as `ImageCache.current` (a task-local
    /// override, safe in parallel tests).
    @discardableResult
    public func withImageMocking<Result>(_ body: () throws -> Result) rethrows -> Result {
        try ImageCache.withCurrent(self, operation: body)
    }

    /// Runs the async `body` with the mocker as `ImageCache.current` for it and its child tasks.
    @discardableResult
    public func withImageMocking<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await ImageCache.withCurrent(self, operation: body)
    }
}
