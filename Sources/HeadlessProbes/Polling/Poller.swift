/// Samples a ``Probe`` until it is satisfied or a timeout passes: the poller
/// of the probe/poller pattern.
///
/// The probe is sampled at once, then once per ``delay``, and a last time at
/// the deadline. A satisfied probe therefore passes within one delay of the
/// change it waits for, and an unsatisfied one fails no later than
/// ``timeout`` plus one delay.
///
/// Between samples, ``check(_:mode:)`` runs the current run loop rather than
/// sleeping, so the work being waited for can use this thread;
/// ``check(_:mode:clock:isolation:)`` suspends instead.
public struct Poller: Sendable, Hashable {
    /// How long the poll lasts at most.
    public var timeout: Duration
    /// How long the poll waits between samples. Zero samples as often as
    /// possible.
    public var delay: Duration

    /// Creates a poller; the parameters default to ``PollingDefaults/current``.
    public init(
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay
    ) {
        self.timeout = timeout
        self.delay = delay
    }

    /// Polls `probe` on the calling thread, running the thread's run loop
    /// (`RunLoop.current`, default mode) between samples, so that on the
    /// main thread `DispatchQueue.main` blocks, main-actor tasks and main
    /// run loop timers make progress while it waits.
    ///
    /// Call it from synchronous code such as an XCTest test method. Called
    /// from inside a main-queue block or a main-actor task, the main queue
    /// cannot run until that block returns; use the async overload there.
    public func check(_ probe: some Probe, mode: PollingMode = .eventually) -> PollingOutcome {
        var probe = probe
        let clock = ContinuousClock()
        let schedule = schedule(mode, startingAt: clock.now)
        while true {
            probe.sample()
            switch schedule.next(satisfied: probe.isSatisfied, at: clock.now) {
            case .sample(let instant):
                spinRunLoop(for: clock.now.duration(to: instant))
            case .finish(let verdict):
                return PollingOutcome(verdict, mode: mode, timeout: timeout, probe: probe)
            }
        }
    }

    /// The schedule of one run in `mode` starting at `start`.
    func schedule<Instant>(
        _ mode: PollingMode,
        startingAt start: Instant
    ) -> PollingSchedule<Instant> {
        PollingSchedule(mode: mode, timeout: timeout, delay: delay, start: start)
    }
}
