import Testing

@testable import HeadlessProbes

@Suite("Polling schedule")
struct PollingScheduleTests {
    typealias Instant = SteppingClock.Instant

    func schedule(_ mode: PollingMode) -> PollingSchedule<Instant> {
        PollingSchedule(mode: mode, timeout: .seconds(1), delay: .milliseconds(300), start: at(0))
    }

    func at(_ milliseconds: Int) -> Instant {
        Instant(offset: .milliseconds(milliseconds))
    }

    @Test func eventuallyPassesOnASatisfiedSample() {
        #expect(schedule(.eventually).next(satisfied: true, at: at(400)) == .finish(.passed))
    }

    @Test func eventuallySamplesAgainOneDelayLater() {
        #expect(schedule(.eventually).next(satisfied: false, at: at(0)) == .sample(at: at(300)))
    }

    @Test func theLastSampleFallsOnTheDeadline() {
        #expect(schedule(.eventually).next(satisfied: false, at: at(900)) == .sample(at: at(1000)))
    }

    @Test func eventuallyFailsAtTheDeadlineReportingTheTimeout() {
        #expect(schedule(.eventually).next(satisfied: false, at: at(1010)) == .finish(.failed(after: .seconds(1))))
    }

    @Test func alwaysFailsOnTheFirstUnsatisfiedSample() {
        #expect(schedule(.always).next(satisfied: false, at: at(600)) == .finish(.failed(after: .milliseconds(600))))
        #expect(schedule(.always).next(satisfied: true, at: at(600)) == .sample(at: at(900)))
    }

    @Test func neverFailsOnTheFirstSatisfiedSample() {
        #expect(schedule(.never).next(satisfied: true, at: at(0)) == .finish(.failed(after: .zero)))
        #expect(schedule(.never).next(satisfied: false, at: at(0)) == .sample(at: at(300)))
    }

    @Test(arguments: [(PollingMode.always, true), (.never, false)])
    func alwaysAndNeverPassAtTheDeadline(mode: PollingMode, satisfied: Bool) {
        #expect(schedule(mode).next(satisfied: satisfied, at: at(1000)) == .finish(.passed))
    }

    @Test func aNegativeTimeoutFinishesAfterOneSample() {
        let schedule = PollingSchedule(mode: .eventually, timeout: .seconds(-1), delay: .zero, start: at(0))
        #expect(schedule.next(satisfied: false, at: at(0)) == .finish(.failed(after: .seconds(-1))))
    }
}
