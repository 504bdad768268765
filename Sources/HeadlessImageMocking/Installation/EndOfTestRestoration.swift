#if canImport(XCTest)
    import HeadlessLocking
    import XCTest

    /// Tears down mockers installed by `setupImageMocking()` when the XCTest
    /// test that installed them finishes (after its `tearDown`), so a forgotten
    /// `tearDownImageMocking()` cannot leak a mocker into the next test.
    final class EndOfTestRestoration: NSObject, XCTestObservation, Sendable {
        private static let observer = EndOfTestRestoration()
        private static let registered = SanitizerVisibleMutex(false)
        private let pending = SanitizerVisibleMutex<[ImageCacheMocker]>([])

        /// Tears `mocker` down at the end of the current XCTest test.
        static func restoreAfterCurrentTest(_ mocker: ImageCacheMocker) {
            observer.pending.withLock { $0.append(mocker) }
            let needsRegistration = registered.withLock { done in
                defer { done = true }
                return !done
            }
            if needsRegistration { XCTestObservationCenter.shared.addTestObserver(observer) }
        }

        /// Restores the caches, newest installation first.
        func testCaseDidFinish(_ testCase: XCTestCase) {
            let mockers = pending.withLock { mockers in
                defer { mockers = [] }
                return mockers
            }
            for mocker in mockers.reversed() { mocker.tearDownImageMocking() }
        }
    }
#else
    /// Without XCTest, mockers are restored only by `tearDownImageMocking()`.
    enum EndOfTestRestoration {
        /// Does nothing: there is no XCTest test to wait for.
        static func restoreAfterCurrentTest(_ mocker: ImageCacheMocker) {}
    }
#endif
