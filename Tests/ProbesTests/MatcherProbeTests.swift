import Testing

@testable import HeadlessProbes

@Suite("Probes and value descriptions")
struct MatcherProbeTests {
    @Test func isUnsatisfiedBeforeTheFirstSample() {
        let probe = BlockProbe { true }
        #expect(!probe.isSatisfied)
        #expect(probe.lastSample == "nothing (never sampled)")
    }

    @Test func samplesTheCurrentValueEachTime() {
        var state = "loading"
        var probe = MatcherProbe({ state }, is: .equalTo("done"))
        probe.sample()
        #expect(!probe.isSatisfied)
        #expect(probe.lastSample == #""loading""#)
        state = "done"
        probe.sample()
        #expect(probe.isSatisfied)
        #expect(probe.expectation == #""done""#)
    }

    @Test func aThrowingSampleIsUnsatisfiedAndKeepsTheError() {
        var throwing = false
        var probe = BlockProbe {
            if throwing { throw NotReady() }
            return true
        }
        probe.sample()
        #expect(probe.isSatisfied)
        throwing = true
        probe.sample()
        #expect(!probe.isSatisfied)
        #expect(probe.lastSample == "error: ProbesTests.NotReady()")
    }

    @Test func blockProbeReadsAsTrueAndFalse() {
        var probe = BlockProbe { false }
        probe.sample()
        #expect(probe.expectation == "true")
        #expect(probe.lastSample == "false")
    }

    @Test(arguments: [
        (describeValue("a \"quoted\" text"), #""a \"quoted\" text""#),
        (describeValue(Optional("x")), #""x""#),
        (describeValue(Optional<Int>.none), "nil"),
        (describeValue(Optional(Optional(3))), "3"),
        (describeValue([1, 2]), "[1, 2]"),
        (describeValue(0.5), "0.5"),
    ])
    func valuesAreDescribedForMessages(description: String, expected: String) {
        #expect(description == expected)
    }

    @Test(arguments: [
        (Duration.seconds(1), "1.0 s"),
        (.milliseconds(250), "0.25 s"),
        (.microseconds(2_600), "0.003 s"),
        (.zero, "0.0 s"),
        (.seconds(3600), "3600.0 s"),
    ])
    func durationsAreFormattedInSeconds(duration: Duration, expected: String) {
        #expect(formatSeconds(duration) == expected)
    }
}
