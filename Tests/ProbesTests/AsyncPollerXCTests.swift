import HeadlessProbes
import XCTest

/// The async poller in XCTest async tests. Linux's XCTest waits for an async
/// test by spinning the main run loop, so here, unlike under Swift Testing,
/// a timer on `RunLoop.main` fires, and all five kinds of change are awaited.
final class AsyncPollerXCTests: XCTestCase {
    @MainActor
    func assertPasses(whenTheChangeComesFrom source: ChangeSource, line: UInt = #line) async {
        let flag = Flag()
        source.start(setting: flag)
        let outcome = await Poller(timeout: .seconds(1), delay: .milliseconds(20))
            .check(BlockProbe { flag.isSet }, clock: ContinuousClock())
        XCTAssertEqual(outcome, .passed, "\(source)", line: line)
    }

    @MainActor
    func testPassesWhenTheChangeComesFromMainQueueAsync() async {
        await assertPasses(whenTheChangeComesFrom: .mainQueueAsync)
    }

    @MainActor
    func testPassesWhenTheChangeComesFromMainQueueAsyncAfter() async {
        await assertPasses(whenTheChangeComesFrom: .mainQueueAsyncAfter)
    }

    @MainActor
    func testPassesWhenTheChangeComesFromAMainActorTask() async {
        await assertPasses(whenTheChangeComesFrom: .mainActorTask)
    }

    @MainActor
    func testPassesWhenTheChangeComesFromATimerOnTheMainRunLoop() async {
        await assertPasses(whenTheChangeComesFrom: .mainRunLoopTimer)
    }

    @MainActor
    func testPassesWhenTheChangeComesFromABackgroundThread() async {
        await assertPasses(whenTheChangeComesFrom: .backgroundThread)
    }
}
