import Synchronization

/// A thread-safe one-way switch that remembers when it was set, so a test
/// can measure how long after a change a poll noticed it.
final class Flag: Sendable {
    private let setAt = Mutex<ContinuousClock.Instant?>(nil)

    /// Whether ``set()`` has been called.
    var isSet: Bool { setAt.withLock { $0 != nil } }

    /// When ``set()`` was first called.
    var whenSet: ContinuousClock.Instant? { setAt.withLock { $0 } }

    /// Sets the flag, keeping the time of the first call.
    func set() {
        setAt.withLock { $0 = $0 ?? .now }
    }
}
