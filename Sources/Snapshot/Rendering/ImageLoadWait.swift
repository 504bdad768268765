import Foundation
import Probes

/// Waits, with the Probes poller, until no image load of a view tree is in flight.
enum ImageLoadWait {
    /// How often the loads are sampled.
    static let delay = Duration.milliseconds(5)

    /// Waits on the calling thread, running its run loop, up to `timeout`.
    /// Returns nil once `loads` is empty, else an error listing the URLs still loading.
    static func wait(timeout: Duration, loads: @escaping () -> [URL]) -> SnapshotError? {
        let outcome = Poller(timeout: timeout, delay: delay).check(ImageLoadProbe(loads))
        return error(outcome, timeout: timeout, loads: loads)
    }

    /// Waits by suspending, sampling in the caller's isolation, up to `timeout`.
    static func wait(timeout: Duration, isolation: isolated (any Actor)? = #isolation,
                     loads: @escaping () -> [URL]) async -> SnapshotError? {
        let outcome = await Poller(timeout: timeout, delay: delay).check(ImageLoadProbe(loads), clock: ContinuousClock())
        return error(outcome, timeout: timeout, loads: loads)
    }

    /// Nil when the poll passed or the loads have finished since; otherwise the URLs still loading.
    private static func error(_ outcome: PollingOutcome, timeout: Duration, loads: () -> [URL]) -> SnapshotError? {
        guard outcome != .passed else { return nil }
        let remaining = loads()
        return remaining.isEmpty ? nil : .imagesStillLoading(remaining, timeout: timeout)
    }
}
