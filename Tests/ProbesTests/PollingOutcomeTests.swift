import Testing

@testable import HeadlessProbes

@Suite("Failure messages")
struct PollingOutcomeTests {
    func sampled(_ value: String?) -> MatcherProbe<String?> {
        var probe = MatcherProbe({ value }, is: .equalTo("done"))
        probe.sample()
        return probe
    }

    @Test func eventuallyNamesTheTimeoutTheExpectationAndTheLastValue() {
        let outcome = PollingOutcome(.failed(after: .seconds(1)), mode: .eventually, timeout: .seconds(1), probe: sampled("loading"))
        #expect(outcome.failureMessage == #"Probe failed after 1.0 s. Expected "done", got "loading""#)
    }

    @Test func neverAndAlwaysNameWhenTheyFailedAndTheMode() {
        let never = PollingOutcome(.failed(after: .milliseconds(200)), mode: .never, timeout: .seconds(1), probe: sampled("done"))
        #expect(never.failureMessage == #"Probe failed after 0.2 s of 1.0 s. Expected never "done", got "done""#)
        let always = PollingOutcome(.failed(after: .milliseconds(300)), mode: .always, timeout: .seconds(1), probe: sampled(nil))
        #expect(always.failureMessage == #"Probe failed after 0.3 s of 1.0 s. Expected always "done", got nil"#)
    }

    @Test func cancellationIsAFailureThatSaysSo() {
        let outcome = PollingOutcome(.cancelled(after: .milliseconds(50)), mode: .eventually, timeout: .seconds(2), probe: sampled("loading"))
        #expect(outcome.failureMessage == #"Probe cancelled after 0.05 s of 2.0 s. Expected "done", got "loading""#)
    }

    @Test func aPassHasNoMessage() {
        let outcome = PollingOutcome(.passed, mode: .eventually, timeout: .seconds(1), probe: sampled("done"))
        #expect(outcome == .passed)
        #expect(outcome.failureMessage == nil)
    }
}
