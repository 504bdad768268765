#if canImport(XCTest)
    import XCTest

    // The XCTest front end: each assertion builds a probe, polls it with
    // `Poller.check(_:mode:)` on the calling thread (spinning its run loop, never
    // sleeping it) and reports a failure with `XCTFail` at the caller's line.
    // `timeout` and `delay` default to `PollingDefaults.current`.

    /// Asserts that `probe` becomes satisfied within `timeout`, sampling it every
    /// `delay` and running the current run loop in between.
    public func assertEventually(
        _ probe: some Probe,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertPolling(probe, .eventually, timeout, delay, file, line)
    }

    /// Asserts that `condition` returns `true` within `timeout`, calling it every
    /// `delay` and running the current run loop in between. A condition that
    /// throws counts as `false`.
    public func assertEventually(
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping () throws -> Bool
    ) {
        assertPolling(BlockProbe(condition), .eventually, timeout, delay, file, line)
    }

    /// Asserts that `actual` matches `matcher` within `timeout`, reading it every
    /// `delay` and running the current run loop in between.
    public func assertEventually<Value>(
        that actual: @autoclosure @escaping () throws -> Value,
        is matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertPolling(MatcherProbe(actual, is: matcher), .eventually, timeout, delay, file, line)
    }

    /// Asserts that `probe` stays satisfied for the whole of `timeout`; fails at
    /// the first unsatisfied sample.
    public func assertAlways(
        _ probe: some Probe,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertPolling(probe, .always, timeout, delay, file, line)
    }

    /// Asserts that `condition` returns `true` at every sample for the whole of
    /// `timeout`; a throw counts as `false`.
    public func assertAlways(
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping () throws -> Bool
    ) {
        assertPolling(BlockProbe(condition), .always, timeout, delay, file, line)
    }

    /// Asserts that `actual` matches `matcher` at every sample for the whole of
    /// `timeout`.
    public func assertAlways<Value>(
        that actual: @autoclosure @escaping () throws -> Value,
        is matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertPolling(MatcherProbe(actual, is: matcher), .always, timeout, delay, file, line)
    }

    /// Asserts that `probe` is never satisfied during `timeout`; fails at the
    /// first satisfied sample.
    public func assertNever(
        _ probe: some Probe,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertPolling(probe, .never, timeout, delay, file, line)
    }

    /// Asserts that `condition` never returns `true` during `timeout`; a throw
    /// counts as `false`.
    public func assertNever(
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: @escaping () throws -> Bool
    ) {
        assertPolling(BlockProbe(condition), .never, timeout, delay, file, line)
    }

    /// Asserts that `actual` never matches `matcher` during `timeout`.
    public func assertNever<Value>(
        that actual: @autoclosure @escaping () throws -> Value,
        is matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.current.timeout,
        delay: Duration = PollingDefaults.current.delay,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertPolling(MatcherProbe(actual, is: matcher), .never, timeout, delay, file, line)
    }

    private func assertPolling(
        _ probe: some Probe,
        _ mode: PollingMode,
        _ timeout: Duration,
        _ delay: Duration,
        _ file: StaticString,
        _ line: UInt
    ) {
        if let message = Poller(timeout: timeout, delay: delay).check(probe, mode: mode).failureMessage {
            XCTFail(message, file: file, line: line)
        }
    }
#endif
