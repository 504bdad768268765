import Synchronization

/// A virtual clock for testing the async poller without waiting: its time
/// moves only when something sleeps on it, and a sleep returns at once with
/// the time moved to its deadline. A poll on it runs its whole schedule
/// instantly, at exact instants whatever the load on the machine, and the
/// clock records every deadline it was asked to sleep until.
///
/// It can also simulate a cancellation arriving during a sleep: a sleep
/// across the instant given as `cancellingAt` stops there, cancels the
/// sleeping task and throws `CancellationError`.
///
/// Unlike a real clock, a sleep in a task that is already cancelled still
/// moves the time to its deadline before it throws. A poller that swallowed
/// the cancellation and slept again would therefore run out its timeout and
/// report a failure, rather than spin forever at one instant.
final class SteppingClock: Clock, Sendable {
    /// A point in the clock's time, counted from its creation.
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var deadlines: [Duration] = []
        var cancellation: Instant?
    }

    private let state: Mutex<State>

    /// Creates a clock at offset zero that, if `cancellation` is given,
    /// cancels the task sleeping across that offset.
    init(cancellingAt cancellation: Duration? = nil) {
        state = Mutex(State(cancellation: cancellation.map(Instant.init(offset:))))
    }

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// The deadlines of every call to ``sleep(until:tolerance:)`` so far, in
    /// order, as offsets from the clock's creation.
    var deadlines: [Duration] { state.withLock { $0.deadlines } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let cancels = state.withLock { state in
            state.deadlines.append(deadline.offset)
            if let cancellation = state.cancellation, cancellation < deadline {
                state.cancellation = nil
                state.now = max(state.now, cancellation)
                return true
            }
            state.now = max(state.now, deadline)
            return false
        }
        if cancels {
            withUnsafeCurrentTask { $0?.cancel() }
        }
        try Task.checkCancellation()
    }
}
