internal import Dispatch
internal import Foundation

/// Whether code runs where the main actor does, without trapping when it
/// does not: on the main thread (XCTest runs its tests there), or in a job of
/// the main queue (where Swift Testing runs `@MainActor` tests: on Linux a
/// worker thread drains the main queue once the main thread has handed it over).
package enum MainActorCheck {
    /// A key set on the main queue only.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor's thread or queue.
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
