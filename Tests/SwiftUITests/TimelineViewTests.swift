import SwiftUI
import Testing

/// The contexts a timeline view's content was given.
@MainActor
private final class Seen {
    var contexts: [TimelineViewDefaultContext] = []
}

@Suite("TimelineView: one frame at the schedule's first date from now")
@MainActor
struct TimelineViewTests {
    /// The context `schedule`'s timeline view draws its one frame with, and the times before and after drawing.
    private func frame(of schedule: some TimelineSchedule) throws -> (context: TimelineViewDefaultContext, before: Date, after: Date) {
        let seen = Seen()
        let before = Date()
        let view = TimelineView(schedule) { context in
            let _ = seen.contexts.append(context)
            paint(1, 0, 0)
        }
        #expect(extent(of: red, in: drawn(view, width: 30, height: 20)) == CGRect(x: 0, y: 0, width: 30, height: 20))
        return (try #require(seen.contexts.last), before, Date())
    }

    @Test("a periodic schedule draws its first date at or after now")
    func periodic() throws {
        let future = Date() + 3600
        let ahead = try frame(of: .periodic(from: future, by: 60))
        #expect(ahead.context.date == future && ahead.context.cadence == .live)
        let start = Date() - 100.5
        let behind = try frame(of: .periodic(from: start, by: 10))
        #expect(behind.context.date >= behind.before && behind.context.date <= behind.after + 10)
        let periods = behind.context.date.timeIntervalSince(start) / 10
        #expect(abs(periods - periods.rounded()) < 1e-6, "a whole number of periods after the start: \(periods)")
    }

    @Test("an explicit schedule draws its first date from now, and now when there is none")
    func explicit() throws {
        let now = Date()
        let dates = [now - 60, now + 60, now + 120]
        #expect(try frame(of: .explicit(dates)).context.date == dates[1])
        for none in [[], [now - 60]] {
            let frame = try frame(of: .explicit(none))
            #expect(frame.context.date >= frame.before && frame.context.date <= frame.after)
        }
    }

    @Test("every-minute and animation schedules draw the current date")
    func currentDate() throws {
        for frame in [try frame(of: .everyMinute), try frame(of: .animation), try frame(of: .animation(minimumInterval: 1, paused: true))] {
            #expect(frame.context.date >= frame.before && frame.context.date <= frame.after)
        }
    }

    @Test("schedules step by their intervals; one that does not move forward stops after its first date")
    func entries() {
        let start = Date(timeIntervalSinceReferenceDate: 90)
        #expect(
            Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(3)).map(\.timeIntervalSinceReferenceDate) == [
                90, 120, 180,
            ])
        #expect(Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .lowFrequency).prefix(2)) == [start, start + 0.5])
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)) == [start])
        #expect(Array(PeriodicTimelineSchedule(from: start, by: 0).entries(from: start + 5, mode: .normal)) == [start])
        #expect(Array(PeriodicTimelineSchedule(from: start, by: .nan).entries(from: start, mode: .normal)) == [start])
        #expect(Array(PeriodicTimelineSchedule(from: start, by: 4).entries(from: start + 5, mode: .normal).prefix(2)) == [start + 8, start + 12])
    }
}
