import Foundation
import HeadlessLocking

#if canImport(XCTest)
    import XCTest
#endif

/// Numbers the unnamed snapshots of a test (`testProfile.1.png`, `.2.png`),
/// counting per reference folder and test, as swift-snapshot-testing does:
/// XCTest starts again at each test; under Swift Testing a test with the
/// `.snapshots` trait (or in a suite with it) counts on its own, others share
/// one count.
final class SnapshotCounter: Sendable {
    /// The counts, by folder and test name.
    private let counts = SanitizerVisibleMutex<[String: Int]>([:])

    /// The counter of the scope running.
    @TaskLocal static var current: SnapshotCounter?

    /// The counter shared by everything outside a scope of its own.
    private static let shared = SnapshotCounter()

    /// The counter in effect: the scope's, else the shared one.
    static var inEffect: SnapshotCounter {
        #if canImport(XCTest)
            TestCaseObserver.installed()
        #endif
        return current ?? shared
    }

    /// The next number for `key`, from 1.
    func next(_ key: String) -> Int {
        counts.withLock { counts in
            let number = (counts[key] ?? 0) + 1
            counts[key] = number
            return number
        }
    }

    /// Forgets every count.
    func reset() { counts.withLock { $0.removeAll() } }

    #if canImport(XCTest)
        /// Resets the shared counter when each XCTest test finishes.
        final class TestCaseObserver: NSObject, XCTestObservation, Sendable {
            /// Registers the observer once, on the first snapshot.
            static func installed() {
                _ = registration
            }

            /// Registers the observer when first read.
            private static let registration: Void = {
                let observer = TestCaseObserver()
                if Thread.isMainThread {
                    MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) }
                }
            }()

            func testCaseDidFinish(_ testCase: XCTestCase) {
                SnapshotCounter.shared.reset()
            }
        }
    #endif
}
