/// The result of ``Poller/check(_:mode:)``: a value, so the XCTest and Swift
/// Testing front ends only report it, and tests can inspect it.
public enum PollingOutcome: Sendable, Hashable {
    /// The probe did what the mode asked for.
    case passed
    /// The probe did not; the message names the time, what was expected and
    /// what was last seen, for example
    /// `Probe failed after 1.0 s. Expected "done", got "loading"`.
    case failed(message: String)

    /// The failure message, or `nil` when the poll passed.
    public var failureMessage: String? {
        switch self {
        case .passed: nil
        case .failed(let message): message
        }
    }

    /// Turns a verdict into an outcome, phrasing the failure from the probe's
    /// expectation and last sample.
    init(_ verdict: PollingVerdict, mode: PollingMode, timeout: Duration, probe: some Probe) {
        let expected = "Expected \(mode.expectationPrefix)\(probe.expectation), got \(probe.lastSample)"
        switch verdict {
        case .passed:
            self = .passed
        case .failed(let elapsed) where elapsed == timeout:
            self = .failed(message: "Probe failed after \(formatSeconds(timeout)). \(expected)")
        case .failed(let elapsed):
            self = .failed(
                message:
                    "Probe failed after \(formatSeconds(elapsed)) of \(formatSeconds(timeout)). \(expected)")
        case .cancelled(let elapsed):
            self = .failed(
                message:
                    "Probe cancelled after \(formatSeconds(elapsed)) of \(formatSeconds(timeout)). \(expected)")
        }
    }
}
