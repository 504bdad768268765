import Testing
import Probes

// The async poller under Swift Testing. On Linux the main thread of a Swift
// Testing run is parked in `dispatch_main`: main-queue and main-actor work
// runs, but `RunLoop.main` never turns, so `ChangeSource.mainRunLoopTimer`
// is awaited from XCTest instead (see `AsyncPollerXCTests`).
@Suite("Async poller")
struct AsyncPollerTests {
    // Passing polls return as soon as the change lands; the timeouts only
    // bound a failure, so they leave room for a loaded machine.
    static let poller = Poller(timeout: .seconds(1), delay: .milliseconds(20))

    @MainActor
    @Test("passes from the main actor when the change comes from", arguments: ChangeSource.withoutMainRunLoop)
    func passesFromTheMainActor(source: ChangeSource) async {
        let flag = Flag()
        source.start(setting: flag)
        await expectEventually(timeout: .seconds(1), delay: .milliseconds(20)) { flag.isSet }
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
        await expectEventually(that: model.state, is: .equalTo("done"), timeout: .seconds(1), delay: .milliseconds(20))
    }

    @Test func aSatisfiedProbePassesWithinOneDelayOfTheChange() async throws {
        let flag = Flag()
        ChangeSource.backgroundThread.start(setting: flag)
        let poller = Poller(timeout: .seconds(3), delay: .milliseconds(100))
        let outcome = await poller.check(BlockProbe { flag.isSet }, clock: ContinuousClock())
        let noticed = ContinuousClock.now
        let changed = try #require(flag.whenSet)
        #expect(outcome == .passed)
        // One delay, plus generous slack for a busy machine; a poller that
        // waited out its timeout would take 3 s.
        #expect(noticed - changed < .milliseconds(100 + 400))
    }

    @Test func anUnsatisfiedProbeFailsAfterTheTimeoutAndNoLaterThanOneDelayMore() async {
        let start = ContinuousClock.now
        let outcome = await Poller(timeout: .milliseconds(300), delay: .milliseconds(100))
            .check(BlockProbe { false }, clock: ContinuousClock())
        let elapsed = ContinuousClock.now - start
        #expect(outcome.failureMessage == "Probe failed after 0.3 s. Expected true, got false")
        #expect(elapsed >= .milliseconds(300))
        #expect(elapsed < .milliseconds(300 + 100 + 400))
    }

    @Test func aThrowingProbeFailsInTimeWithTheError() async {
        let start = ContinuousClock.now
        let outcome = await Poller(timeout: .milliseconds(200), delay: .milliseconds(50))
            .check(MatcherProbe({ () throws -> String in throw NotReady() }, is: .equalTo("done")), clock: ContinuousClock())
        #expect(outcome.failureMessage == #"Probe failed after 0.2 s. Expected "done", got error: ProbesTests.NotReady()"#)
        #expect(ContinuousClock.now - start < .milliseconds(200 + 50 + 400))
    }

    @Test func cancellationStopsThePollPromptly() async {
        let start = ContinuousClock.now
        let polling = Task {
            await Poller(timeout: .seconds(10), delay: .seconds(1)).check(BlockProbe { false }, clock: ContinuousClock())
        }
        try? await Task.sleep(for: .milliseconds(50))
        polling.cancel()
        let outcome = await polling.value
        #expect(outcome.failureMessage?.hasPrefix("Probe cancelled after 0.") == true)
        #expect(outcome.failureMessage?.hasSuffix("of 10.0 s. Expected true, got false") == true)
        #expect(ContinuousClock.now - start < .milliseconds(50 + 500))
    }

    @Test func theGivenClockMeasuresAndSleeps() async {
        let clock = SteppingClock()
        var samples = 0
        let outcome = await Poller(timeout: .seconds(3600), delay: .seconds(60)).check(BlockProbe {
            samples += 1
            return false
        }, clock: clock)
        #expect(outcome.failureMessage == "Probe failed after 3600.0 s. Expected true, got false")
        #expect(samples == 61)
        #expect(clock.sleeps == 60)
    }

    @Test func alwaysHoldsForTheWholeTimeout() async {
        let clock = SteppingClock()
        let outcome = await Poller(timeout: .seconds(1), delay: .milliseconds(250))
            .check(BlockProbe { true }, mode: .always, clock: clock)
        #expect(outcome == .passed)
        #expect(clock.now.offset == .seconds(1))
    }
}
