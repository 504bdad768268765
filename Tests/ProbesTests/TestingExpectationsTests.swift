import HeadlessProbes
import Synchronization
import Testing

@Suite("Swift Testing expectations")
struct TestingExpectationsTests {
    static let timeout = Duration.milliseconds(200)
    static let delay = Duration.milliseconds(20)

    /// Runs `body` expecting exactly one issue, with `message`, recorded at
    /// `line` of this file.
    func expectIssue(
        _ message: String,
        atLine line: Int,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Void
    ) async {
        let issues = Mutex<[Issue]>([])
        await withKnownIssue {
            await body()
        } matching: { issue in
            issues.withLock { $0.append(issue) }
            return true
        }
        let recorded = issues.withLock { $0 }
        #expect(recorded.count == 1)
        #expect(recorded.first?.comments.map(\.rawValue) == [message])
        #expect(recorded.first?.sourceLocation?.line == line)
        #expect(recorded.first?.sourceLocation?.fileName == "TestingExpectationsTests.swift")
    }

    @Test func eventuallyRecordsAnIssueAtTheCallerWithTheLastValue() async {
        let state = "loading"
        await expectIssue(#"Probe failed after 0.2 s. Expected "done", got "loading""#, atLine: #line + 1) {
            await expectEventually(that: state, is: .equalTo("done"), timeout: Self.timeout, delay: Self.delay)
        }
    }

    @Test func eventuallyWithABlockThatThrowsRecordsTheError() async {
        await expectIssue("Probe failed after 0.2 s. Expected true, got error: ProbesTests.NotReady()", atLine: #line + 1) {
            await expectEventually(timeout: Self.timeout, delay: Self.delay) { throw NotReady() }
        }
    }

    @Test func eventuallyWithAProbe() async {
        await expectIssue("Probe failed after 0.2 s. Expected a value greater than 2, got 1", atLine: #line + 1) {
            await expectEventually(MatcherProbe({ 1 }, is: .greaterThan(2)), timeout: Self.timeout, delay: Self.delay)
        }
        await expectEventually(MatcherProbe({ 3 }, is: .greaterThan(2)), timeout: Self.timeout, delay: Self.delay)
    }

    @Test func neverFailsAsSoonAsTheConditionHolds() async {
        var samples = 0
        let condition = {
            samples += 1
            return samples == 2
        }
        await expectIssue("Probe failed after 0.02 s of 0.2 s. Expected never true, got true", atLine: #line + 1) {
            await expectNever(timeout: Self.timeout, delay: Self.delay, clock: SteppingClock(), condition)
        }
    }

    @Test func neverAndAlwaysPassAtTheTimeout() async {
        let start = ContinuousClock.now
        await expectNever(that: "loading", is: .equalTo("crashed"), timeout: Self.timeout, delay: Self.delay)
        await expectAlways(that: [1, 2], is: .hasCount(2), timeout: Self.timeout, delay: Self.delay)
        #expect(ContinuousClock.now - start >= Self.timeout * 2)
    }

    @Test func alwaysFailsAtTheFirstLapse() async {
        var samples = 0
        let condition = {
            samples += 1
            return samples < 3
        }
        await expectIssue("Probe failed after 0.04 s of 10.0 s. Expected always true, got false", atLine: #line + 1) {
            await expectAlways(timeout: .seconds(10), delay: Self.delay, clock: SteppingClock(), condition)
        }
    }

    @Test func alwaysAndNeverTakeProbes() async {
        await expectAlways(BlockProbe { true }, timeout: Self.delay, delay: Self.delay, clock: SteppingClock())
        await expectNever(BlockProbe { false }, timeout: Self.delay, delay: Self.delay, clock: SteppingClock())
        await expectIssue("Probe failed after 0.0 s of 0.2 s. Expected never \"a\", got \"a\"", atLine: #line + 1) {
            await expectNever(MatcherProbe({ "a" }, is: .equalTo("a")), timeout: Self.timeout, delay: Self.delay, clock: SteppingClock())
        }
        await expectIssue("Probe failed after 0.0 s of 0.2 s. Expected always nil, got 1", atLine: #line + 1) {
            await expectAlways(that: Optional(1), is: .nilValue(), timeout: Self.timeout, delay: Self.delay, clock: SteppingClock())
        }
    }
}
