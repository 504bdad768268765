import Foundation
import Testing

@testable import HeadlessSnapshotCore

@Suite("Waiting until nothing is pending")
@MainActor
struct PendingWaitTests {
    /// Loads that finish after a number of samples.
    private final class Loads {
        var samplesLeft: Int
        init(finishingAfter samples: Int) { samplesLeft = samples }
        func sample() -> [String] {
            samplesLeft -= 1
            return samplesLeft >= 0 ? ["https://example.com/slow.png"] : []
        }
    }

    /// The run-loop form of the wait (an async caller would get the suspending one).
    private func waitOnRunLoop(timeout: Duration, loads: @escaping () -> [String]) -> SnapshotError? {
        PendingWait.wait(timeout: timeout, pending: loads)
    }

    @Test("waits until the loads finish, on the run loop and suspending")
    func finishes() async {
        let spinning = Loads(finishingAfter: 3)
        #expect(waitOnRunLoop(timeout: .seconds(60), loads: spinning.sample) == nil)
        #expect(spinning.samplesLeft == -1)
        let suspending = Loads(finishingAfter: 3)
        #expect(await PendingWait.wait(timeout: .seconds(60), pending: suspending.sample) == nil)
        #expect(suspending.samplesLeft == -1)
    }

    @Test("a timeout lists what is still pending")
    func timesOut() async {
        let url = "https://example.com/never.png"
        let error = await PendingWait.wait(timeout: .milliseconds(50)) { [url] }
        #expect(error == .stillPending([url], timeout: .milliseconds(50)))
        #expect(error?.description.contains("https://example.com/never.png") == true)
        #expect(waitOnRunLoop(timeout: .milliseconds(50)) { [url] } == .stillPending([url], timeout: .milliseconds(50)))
    }
}
