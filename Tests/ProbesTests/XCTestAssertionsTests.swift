import Foundation
import HeadlessProbes
import XCTest

/// The synchronous XCTest front end, on the main thread: it must spin the
/// main run loop, not sleep, for the awaited work to happen.
final class XCTestAssertionsTests: FailureRecordingTestCase {
    let timeout = Duration.milliseconds(300)
    let delay = Duration.milliseconds(20)

    func assertPasses(whenTheChangeComesFrom source: ChangeSource, line: UInt = #line) {
        XCTAssertTrue(Thread.isMainThread)
        let flag = Flag()
        source.start(setting: flag)
        let failures = recordingFailures {
            assertEventually(timeout: .seconds(1), delay: delay) { flag.isSet }
        }
        XCTAssertEqual(failures, [], "\(source)", line: line)
    }

    func testPassesWhenTheChangeComesFromMainQueueAsync() {
        assertPasses(whenTheChangeComesFrom: .mainQueueAsync)
    }

    func testPassesWhenTheChangeComesFromMainQueueAsyncAfter() {
        assertPasses(whenTheChangeComesFrom: .mainQueueAsyncAfter)
    }

    func testPassesWhenTheChangeComesFromAMainActorTask() {
        assertPasses(whenTheChangeComesFrom: .mainActorTask)
    }

    func testPassesWhenTheChangeComesFromATimerOnTheMainRunLoop() {
        assertPasses(whenTheChangeComesFrom: .mainRunLoopTimer)
    }

    func testPassesWhenTheChangeComesFromABackgroundThread() {
        assertPasses(whenTheChangeComesFrom: .backgroundThread)
    }

    func testASatisfiedProbePassesWithinOneDelayOfTheChange() throws {
        let flag = Flag()
        ChangeSource.mainQueueAsyncAfter.start(setting: flag)
        assertEventually(timeout: .seconds(3), delay: .milliseconds(100)) { flag.isSet }
        let noticed = ContinuousClock.now
        let changed = try XCTUnwrap(flag.whenSet)
        // One delay, plus generous slack for a busy machine; a poller that
        // waited out its timeout would take 3 s.
        XCTAssertLessThan(noticed - changed, .milliseconds(100 + 400))
    }

    func testAnUnsatisfiedConditionFailsAtTheCallerAfterTheTimeoutAndNoLaterThanOneDelayMore() {
        let start = ContinuousClock.now
        let assertionLine = #line + 2
        let failures = recordingFailures {
            assertEventually(timeout: timeout, delay: .milliseconds(100)) { false }
        }
        let elapsed = ContinuousClock.now - start
        XCTAssertEqual(
            failures,
            [
                .init(
                    description: "failed - Probe failed after 0.3 s. Expected true, got false",
                    file: #filePath,
                    line: assertionLine
                )
            ])
        XCTAssertGreaterThanOrEqual(elapsed, timeout)
        XCTAssertLessThan(elapsed, timeout + .milliseconds(100 + 400))
    }

    func testAThrowingConditionFailsInTimeWithTheError() {
        let start = ContinuousClock.now
        let failures = recordingFailures {
            assertEventually(timeout: timeout, delay: delay) { throw NotReady() }
        }
        XCTAssertEqual(failures.map(\.description), ["failed - Probe failed after 0.3 s. Expected true, got error: ProbesTests.NotReady()"])
        XCTAssertLessThan(ContinuousClock.now - start, timeout + .milliseconds(20 + 400))
    }

    func testTheMatcherFormWaitsForTheValue() {
        let state = Shared("loading")
        DispatchQueue.main.async { state.value = "done" }
        assertEventually(that: state.value, is: .equalTo("done"), timeout: timeout, delay: delay)
        let failures = recordingFailures {
            assertEventually(that: state.value, is: .hasPrefix("load"), timeout: timeout, delay: delay)
        }
        XCTAssertEqual(failures.map(\.description), [#"failed - Probe failed after 0.3 s. Expected a string starting with "load", got "done""#])
    }

    func testTheProbeForm() {
        let failures = recordingFailures {
            assertEventually(MatcherProbe({ [1, 2] }, is: .contains(3)), timeout: timeout, delay: delay)
        }
        XCTAssertEqual(failures.map(\.description), ["failed - Probe failed after 0.3 s. Expected a collection containing 3, got [1, 2]"])
    }

    func testNeverPassesAtTheTimeoutAndFailsWhenTheConditionHolds() {
        let flag = Flag()
        let start = ContinuousClock.now
        assertNever(timeout: timeout, delay: delay) { flag.isSet }
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, timeout)
        ChangeSource.mainQueueAsync.start(setting: flag)
        let changeStart = ContinuousClock.now
        let failures = recordingFailures {
            assertNever(that: flag.isSet, is: .equalTo(true), timeout: timeout, delay: delay)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.hasSuffix("of 0.3 s. Expected never true, got true") == true, "\(failures)")
        // Fails at the sample after the change, not at the timeout.
        XCTAssertLessThan(ContinuousClock.now - changeStart, timeout)
    }

    func testAlwaysPassesAtTheTimeoutAndFailsWhenTheConditionLapses() {
        let flag = Flag()
        let start = ContinuousClock.now
        assertAlways(BlockProbe { !flag.isSet }, timeout: timeout, delay: delay)
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, timeout)
        ChangeSource.mainQueueAsyncAfter.start(setting: flag)
        let failures = recordingFailures {
            assertAlways(timeout: timeout, delay: delay) { !flag.isSet }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.hasSuffix("of 0.3 s. Expected always true, got false") == true, "\(failures)")
    }

    func testTheRemainingNeverAndAlwaysForms() {
        let failures = recordingFailures {
            assertNever(BlockProbe { true }, timeout: timeout, delay: delay)
            assertAlways(that: 1, is: .lessThan(1), timeout: timeout, delay: delay)
        }
        // Both fail at the first sample; the elapsed time between the two
        // parts of the message depends on the machine.
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.allSatisfy { $0.description.hasPrefix("failed - Probe failed after ") }, "\(failures)")
        XCTAssertEqual(
            failures.map { $0.description.components(separatedBy: " of ").last },
            [
                "0.3 s. Expected never true, got true",
                "0.3 s. Expected always a value less than 1, got 1",
            ])
    }

    func testDefaultsComeFromPollingDefaults() {
        let quick = PollingDefaults(timeout: .milliseconds(200), delay: .milliseconds(50))
        let failures = PollingDefaults.withValue(quick) {
            recordingFailures { assertEventually { false } }
        }
        XCTAssertEqual(failures.map(\.description), ["failed - Probe failed after 0.2 s. Expected true, got false"])
    }
}
