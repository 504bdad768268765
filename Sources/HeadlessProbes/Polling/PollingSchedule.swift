/// The decisions of one polling run, shared by the run-loop poller and the
/// async poller, which differ only in how they wait between samples.
///
/// After each sample the poller asks ``next(satisfied:at:)`` whether the
/// run is over and, if not, when to sample again: one delay later, but never
/// later than the deadline, so the last sample falls on the deadline and a
/// failing run ends no later than timeout + one delay.
struct PollingSchedule<Instant: InstantProtocol> where Instant.Duration == Duration {
    /// What the schedule tells the poller to do next.
    enum Step: Equatable {
        /// Wait until this instant, then sample again.
        case sample(at: Instant)
        /// Stop polling with this verdict.
        case finish(PollingVerdict)
    }

    let mode: PollingMode
    let timeout: Duration
    let delay: Duration
    let start: Instant

    /// Decides what follows a sample taken at `now`.
    func next(satisfied: Bool, at now: Instant) -> Step {
        let elapsed = start.duration(to: now)
        switch mode {
        case .eventually where satisfied:
            return .finish(.passed)
        case .always where !satisfied, .never where satisfied:
            return .finish(.failed(after: elapsed))
        default:
            break
        }
        let deadline = start.advanced(by: timeout)
        guard now < deadline else {
            return .finish(mode == .eventually ? .failed(after: timeout) : .passed)
        }
        return .sample(at: min(now.advanced(by: delay), deadline))
    }
}

/// How a polling run ended.
enum PollingVerdict: Equatable {
    /// The mode's condition held.
    case passed
    /// The mode's condition was broken after this long.
    case failed(after: Duration)
    /// The waiting task was cancelled after this long, before a verdict.
    case cancelled(after: Duration)
}
