import HeadlessProbes
import Testing

// Only this suite changes `PollingDefaults.global`, and every other Swift
// Testing test passes its timeout and delay explicitly, so running in
// parallel with them is safe.
@Suite("Polling defaults", .serialized)
struct PollingDefaultsTests {
    static let quick = PollingDefaults(timeout: .milliseconds(200), delay: .milliseconds(20))

    @Test func defaultsAreOneSecondAndATenthLikeTheSeed() {
        #expect(PollingDefaults() == PollingDefaults(timeout: .seconds(1), delay: .milliseconds(100)))
    }

    @Test func globalDefaultsApplyOutsideAnyScope() {
        let saved = PollingDefaults.global
        defer { PollingDefaults.global = saved }
        PollingDefaults.global = Self.quick
        #expect(PollingDefaults.current == Self.quick)
        #expect(Poller() == Poller(timeout: .milliseconds(200), delay: .milliseconds(20)))
    }

    @Test func aScopedValueWinsOverTheGlobalOneAndEnds() {
        let outside = PollingDefaults.current
        let inside = PollingDefaults.withValue(Self.quick) { PollingDefaults.current }
        #expect(inside == Self.quick)
        #expect(PollingDefaults.current == outside)
    }

    @Test func scopedDefaultsReachTheAsyncExpectations() async {
        await PollingDefaults.withValue(Self.quick) {
            await withKnownIssue {
                await expectEventually { false }
            } matching: { issue in
                issue.comments.map(\.rawValue) == ["Probe failed after 0.2 s. Expected true, got false"]
            }
        }
    }

    @Test func scopedDefaultsReachTasksStartedInTheScope() async {
        let seen = await PollingDefaults.withValue(Self.quick) {
            await Task { PollingDefaults.current }.value
        }
        #expect(seen == Self.quick)
    }
}
