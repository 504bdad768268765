import Foundation
@testable import Snapshot
import Testing

@Suite("Waiting for image loads")
@MainActor
struct ImageLoadWaitTests {
    /// Loads that finish after a number of samples.
    private final class Loads {
        var samplesLeft: Int
        init(finishingAfter samples: Int) { samplesLeft = samples }
        func sample() -> [URL] {
            samplesLeft -= 1
            return samplesLeft >= 0 ? [URL(string: "https://example.com/slow.png")!] : []
        }
    }

    /// The run-loop form of the wait (an async caller would get the suspending one).
    private func waitOnRunLoop(timeout: Duration, loads: @escaping () -> [URL]) -> SnapshotError? {
        ImageLoadWait.wait(timeout: timeout, loads: loads)
    }

    @Test("waits until the loads finish, on the run loop and suspending")
    func finishes() async {
        let spinning = Loads(finishingAfter: 3)
        #expect(waitOnRunLoop(timeout: .seconds(60), loads: spinning.sample) == nil)
        #expect(spinning.samplesLeft == -1)
        let suspending = Loads(finishingAfter: 3)
        #expect(await ImageLoadWait.wait(timeout: .seconds(60), loads: suspending.sample) == nil)
        #expect(suspending.samplesLeft == -1)
    }

    @Test("a timeout lists the URLs still loading")
    func timesOut() async {
        let url = URL(string: "https://example.com/never.png")!
        let error = await ImageLoadWait.wait(timeout: .milliseconds(50)) { [url] }
        #expect(error == .imagesStillLoading([url], timeout: .milliseconds(50)))
        #expect(error?.description.contains("https://example.com/never.png") == true)
        #expect(waitOnRunLoop(timeout: .milliseconds(50)) { [url] } == .imagesStillLoading([url], timeout: .milliseconds(50)))
    }
}
