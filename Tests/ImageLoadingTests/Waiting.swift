/// Waits, bounded, for conditions that depend on other threads, so the
/// tests hold on a busy machine without sleeping for fixed times.
enum Waiting {
    /// Polls `condition` every 10 ms until it holds or `timeout` passes; returns whether it held.
    @discardableResult
    static func until(
        timeout: Duration = .seconds(20), isolation: isolated (any Actor)? = #isolation,
        _ condition: () -> Bool
    ) async throws -> Bool {
        let end = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < end else { return false }
            try await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
}
