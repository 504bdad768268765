import Synchronization

/// A clock whose sleeps return at once, moving its time to the deadline: a
/// poll on it runs its whole schedule without waiting, which shows that the
/// poller measures and sleeps with the clock it is given.
final class SteppingClock: Clock, Sendable {
    /// A point in the clock's time, counted from its creation.
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Mutex(Instant(offset: .zero))
    private let sleepCount = Mutex(0)

    var now: Instant { current.withLock { $0 } }
    var minimumResolution: Duration { .zero }

    /// How many times ``sleep(until:tolerance:)`` was called.
    var sleeps: Int { sleepCount.withLock { $0 } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        sleepCount.withLock { $0 += 1 }
        current.withLock { $0 = max($0, deadline) }
    }
}
