import HeadlessProbes
import Testing

// The async poller under Swift Testing. On Linux the main thread of a Swift
// Testing run is parked in `dispatch_main`: main-queue and main-actor work
// runs, but `RunLoop.main` never turns, so `ChangeSource.mainRunLoopTimer`
// is awaited from XCTest instead (see `AsyncPollerXCTests`).
@Suite("Async poller")
struct AsyncPollerTests {
    // Passing polls return as soon as the change lands; the timeouts only
    // bound a failure, so they leave room for a loaded machine, where the
    // whole suite's main-actor tests can keep the main queue busy for seconds.
    static let timeout = Duration.seconds(15)
    static let poller = Poller(timeout: timeout, delay: .milliseconds(20))

    @MainActor
    @Test("passes from the main actor when the change comes from", arguments: ChangeSource.withoutMainRunLoop)
    func passesFromTheMainActor(source: ChangeSource) async {
        let flag = Flag()
        source.start(setting: flag)
        await expectEventually(timeout: Self.timeout, delay: .milliseconds(20)) { flag.isSet }
        #expect(flag.isSet)
    }

    @Test("passes off the main actor when the change comes from", arguments: ChangeSource.withoutMainRunLoop)
    func passesOffTheMainActor(source: ChangeSource) async {
        let flag = Flag()
        source.start(setting: flag)
        let outcome = await Self.poller.check(BlockProbe { flag.isSet }, clock: ContinuousClock())
        #expect(outcome == .passed)
    }

    @MainActor
    @Test func samplesMainActorStateInPlace() async {
        final class Model { var state = "loading" }
        let model = Model()
        Task { @MainActor in model.state = "done" }
        await expectEventually(that: model.state, is: .equalTo("done"), timeout: Self.timeout, delay: .milliseconds(20))
    }

    // The timing tests below poll on a `SteppingClock`, so they check exact
    // virtual instants that no load on the machine can delay.

    // With a 1 s timeout and a 300 ms delay the poll samples at 0, 0.3,
    // 0.6, 0.9 and (the deadline) 1 s; a change is noticed at the first of
    // these not before it, so within one delay.
    @Test(
        "a satisfied probe passes at the first sample after the change",
        arguments: [
            (changedAt: 0, noticedAt: 0),
            (changedAt: 250, noticedAt: 300),
            (changedAt: 300, noticedAt: 300),
            (changedAt: 950, noticedAt: 1000),
            (changedAt: 1000, noticedAt: 1000),
        ])
    func aSatisfiedProbePassesWithinOneDelayOfTheChange(changedAt: Int, noticedAt: Int) async {
        let clock = SteppingClock()
        let change = Duration.milliseconds(changedAt)
        let outcome = await Poller(timeout: .seconds(1), delay: .milliseconds(300))
            .check(BlockProbe { clock.now.offset >= change }, clock: clock)
        #expect(outcome == .passed)
        #expect(clock.now.offset == .milliseconds(noticedAt))
    }

    @Test func anUnsatisfiedProbeFailsAtTheTimeoutAfterSamplingOneDelayApart() async {
        let clock = SteppingClock()
        let outcome = await Poller(timeout: .milliseconds(250), delay: .milliseconds(100))
            .check(BlockProbe { false }, clock: clock)
        #expect(outcome.failureMessage == "Probe failed after 0.25 s. Expected true, got false")
        // The last sleep is cut short to end on the deadline.
        #expect(clock.deadlines == [100, 200, 250].map { .milliseconds($0) })
        #expect(clock.now.offset == .milliseconds(250))
    }

    @Test func aThrowingProbeFailsAtTheTimeoutWithTheError() async {
        let clock = SteppingClock()
        let outcome = await Poller(timeout: .milliseconds(200), delay: .milliseconds(50))
            .check(MatcherProbe({ () throws -> String in throw NotReady() }, is: .equalTo("done")), clock: clock)
        #expect(outcome.failureMessage == #"Probe failed after 0.2 s. Expected "done", got error: ProbesTests.NotReady()"#)
        #expect(clock.deadlines == [50, 100, 150, 200].map { .milliseconds($0) })
        #expect(clock.now.offset == .milliseconds(200))
    }

    @Test func cancellationDuringASleepStopsThePollAtOnce() async {
        let clock = SteppingClock(cancellingAt: .milliseconds(2500))
        let polling = Task {
            var samples = 0
            let outcome = await Poller(timeout: .seconds(10), delay: .seconds(1)).check(
                BlockProbe {
                    samples += 1
                    return false
                }, clock: clock)
            return (outcome, samples)
        }
        let (outcome, samples) = await polling.value
        #expect(outcome.failureMessage == "Probe cancelled after 2.5 s of 10.0 s. Expected true, got false")
        // Sampled at 0, 1 and 2 s; the sleep until 3 s was the last.
        #expect(samples == 3)
        #expect(clock.deadlines == [1, 2, 3].map { .seconds($0) })
    }

    // The one wall-clock test: cancelling a poll on a real clock ends it
    // long before its timeout, however late the cancellation lands. It
    // checks no durations, so a busy machine cannot fail it.
    @Test func cancellationInterruptsASleepOnARealClock() async {
        let polling = Task {
            await Poller(timeout: .seconds(20), delay: .seconds(20)).check(BlockProbe { false }, clock: ContinuousClock())
        }
        try? await Task.sleep(for: .milliseconds(50))
        polling.cancel()
        let outcome = await polling.value
        #expect(outcome.failureMessage?.hasPrefix("Probe cancelled after ") == true)
        #expect(outcome.failureMessage?.hasSuffix(" of 20.0 s. Expected true, got false") == true)
    }

    @Test func theGivenClockMeasuresAndSleeps() async {
        let clock = SteppingClock()
        var samples = 0
        let outcome = await Poller(timeout: .seconds(3600), delay: .seconds(60)).check(
            BlockProbe {
                samples += 1
                return false
            }, clock: clock)
        #expect(outcome.failureMessage == "Probe failed after 3600.0 s. Expected true, got false")
        #expect(samples == 61)
        #expect(clock.deadlines == (1...60).map { .seconds(60 * $0) })
    }

    @Test func alwaysHoldsForTheWholeTimeout() async {
        let clock = SteppingClock()
        let outcome = await Poller(timeout: .seconds(1), delay: .milliseconds(250))
            .check(BlockProbe { true }, mode: .always, clock: clock)
        #expect(outcome == .passed)
        #expect(clock.now.offset == .seconds(1))
    }
}
