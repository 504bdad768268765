extension Poller {
    /// Polls `probe` from async code, suspending with `clock.sleep` between
    /// samples so the thread is free for other work.
    ///
    /// The probe is sampled in the caller's isolation (the `isolation`
    /// argument defaults to it), so a probe may read the caller's
    /// actor-isolated state and need not be `Sendable`. If the task is
    /// cancelled while waiting, polling stops at once and the outcome is a
    /// failure that says so.
    ///
    /// - Parameters:
    ///   - probe: The probe to sample.
    ///   - mode: What the poll waits to see.
    ///   - clock: The clock that measures the timeout and delay and sleeps.
    ///   - isolation: Where the probe is sampled; leave it to default.
    public func check(
        _ probe: some Probe,
        mode: PollingMode = .eventually,
        clock: some Clock<Duration>,
        isolation: isolated (any Actor)? = #isolation
    ) async -> PollingOutcome {
        var probe = probe
        let schedule = schedule(mode, startingAt: clock.now)
        while true {
            probe.sample()
            switch schedule.next(satisfied: probe.isSatisfied, at: clock.now) {
            case .sample(let instant):
                do {
                    try await clock.sleep(until: instant, tolerance: nil)
                } catch {
                    let verdict = PollingVerdict.cancelled(after: schedule.start.duration(to: clock.now))
                    return PollingOutcome(verdict, mode: mode, timeout: timeout, probe: probe)
                }
            case .finish(let verdict):
                return PollingOutcome(verdict, mode: mode, timeout: timeout, probe: probe)
            }
        }
    }
}
