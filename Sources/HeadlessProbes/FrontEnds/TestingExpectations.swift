#if canImport(Testing)
    import Testing

    // The Swift Testing (and async) front end: each expectation builds a probe,
    // polls it with `Poller.check(_:mode:clock:isolation:)`, suspending on
    // `clock` between samples, and records an `Issue` at the caller's source
    // location. The probe is sampled in the caller's isolation, so conditions
    // may read the caller's actor state. Cancelling the task stops the poll and
    // records an issue that says so. `timeout` and `delay` default to
    // `PollingDefaults.current`.

    /// Expects `probe` to become satisfied within `timeout`, sampling it every
    /// `delay`.
    public func expectEventually(
        _ probe: some Probe,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expectPolling(probe, .eventually, timeout, delay, clock, sourceLocation)
    }

    /// Expects `condition` to return `true` within `timeout`, calling it every
    /// `delay`. A condition that throws counts as `false`.
    public func expectEventually(
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping () throws -> Bool
    ) async {
        await expectPolling(BlockProbe(condition), .eventually, timeout, delay, clock, sourceLocation)
    }

    /// Expects `actual` to match `matcher` within `timeout`, reading it every
    /// `delay`.
    public func expectEventually<Value>(
        that actual: @autoclosure @escaping () throws -> Value,
        is matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expectPolling(MatcherProbe(actual, is: matcher), .eventually, timeout, delay, clock, sourceLocation)
    }

    /// Expects `probe` to stay satisfied for the whole of `timeout`; records an
    /// issue at the first unsatisfied sample.
    public func expectAlways(
        _ probe: some Probe,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expectPolling(probe, .always, timeout, delay, clock, sourceLocation)
    }

    /// Expects `condition` to return `true` at every sample for the whole of
    /// `timeout`; a throw counts as `false`.
    public func expectAlways(
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping () throws -> Bool
    ) async {
        await expectPolling(BlockProbe(condition), .always, timeout, delay, clock, sourceLocation)
    }

    /// Expects `actual` to match `matcher` at every sample for the whole of
    /// `timeout`.
    public func expectAlways<Value>(
        that actual: @autoclosure @escaping () throws -> Value,
        is matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expectPolling(MatcherProbe(actual, is: matcher), .always, timeout, delay, clock, sourceLocation)
    }

    /// Expects `probe` never to be satisfied during `timeout`; records an issue
    /// at the first satisfied sample.
    public func expectNever(
        _ probe: some Probe,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expectPolling(probe, .never, timeout, delay, clock, sourceLocation)
    }

    /// Expects `condition` never to return `true` during `timeout`; a throw
    /// counts as `false`.
    public func expectNever(
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping () throws -> Bool
    ) async {
        await expectPolling(BlockProbe(condition), .never, timeout, delay, clock, sourceLocation)
    }

    /// Expects `actual` never to match `matcher` during `timeout`.
    public func expectNever<Value>(
        that actual: @autoclosure @escaping () throws -> Value,
        is matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        clock: some Clock<Duration> = ContinuousClock(),
        isolation: isolated (any Actor)? = #isolation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expectPolling(MatcherProbe(actual, is: matcher), .never, timeout, delay, clock, sourceLocation)
    }

    private func expectPolling(
        _ probe: some Probe,
        _ mode: PollingMode,
        _ timeout: Duration,
        _ delay: Duration,
        _ clock: some Clock<Duration>,
        _ sourceLocation: SourceLocation,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let outcome = await Poller(timeout: timeout, delay: delay).check(probe, mode: mode, clock: clock)
        if let message = outcome.failureMessage {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
#endif
