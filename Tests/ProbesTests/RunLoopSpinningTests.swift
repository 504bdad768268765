import Foundation
import HeadlessProbes
import Testing

@Suite("Run-loop poller off the main thread")
struct RunLoopSpinningTests {
    /// CPU time used by the calling thread.
    static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// Runs `body` on a new thread, which has a run loop with no sources.
    static func onNewThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }

    @Test func waitsWithoutBurningTheCPUOnARunLoopWithNoSources() async {
        let (outcome, cpu) = await Self.onNewThread {
            let before = Self.threadCPUTime()
            let outcome = Poller(timeout: .milliseconds(300), delay: .milliseconds(100)).check(BlockProbe { false })
            return (outcome, Self.threadCPUTime() - before)
        }
        #expect(outcome.failureMessage == "Probe failed after 0.3 s. Expected true, got false")
        // A busy-waiting poller would use about 0.3 s of CPU.
        #expect(cpu < .milliseconds(100))
    }

    @Test func firesTimersOnTheCallingThreadsRunLoop() async {
        let outcome = await Self.onNewThread {
            let flag = Flag()
            RunLoop.current.add(Timer(timeInterval: 0.05, repeats: false) { _ in flag.set() }, forMode: .default)
            // The timeout only bounds a failure: a loaded machine may take long to get here.
            return Poller(timeout: .seconds(15), delay: .milliseconds(20)).check(BlockProbe { flag.isSet })
        }
        #expect(outcome == .passed)
    }
}
