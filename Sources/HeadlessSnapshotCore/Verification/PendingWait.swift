import HeadlessProbes

/// Waits, with the Probes poller, until a value waits for nothing more.
package enum PendingWait {
    /// How often the value is sampled.
    static let delay = Duration.milliseconds(5)

    /// Waits on the calling thread, running its run loop, up to `timeout`.
    /// Returns nil once `pending` is empty, else an error listing what is still pending.
    package static func wait(timeout: Duration, pending: @escaping () -> [String]) -> SnapshotError? {
        let outcome = Poller(timeout: timeout, delay: delay).check(PendingProbe(pending))
        return error(outcome, timeout: timeout, pending: pending)
    }

    /// Waits by suspending, sampling in the caller's isolation, up to `timeout`.
    static func wait(
        timeout: Duration, isolation: isolated (any Actor)? = #isolation,
        pending: @escaping () -> [String]
    ) async -> SnapshotError? {
        let outcome = await Poller(timeout: timeout, delay: delay).check(PendingProbe(pending), clock: ContinuousClock())
        return error(outcome, timeout: timeout, pending: pending)
    }

    /// Nil when the poll passed or the value is ready since; otherwise what is still pending.
    private static func error(_ outcome: PollingOutcome, timeout: Duration, pending: () -> [String]) -> SnapshotError? {
        guard outcome != .passed else { return nil }
        let remaining = pending()
        return remaining.isEmpty ? nil : .stillPending(remaining, timeout: timeout)
    }
}
