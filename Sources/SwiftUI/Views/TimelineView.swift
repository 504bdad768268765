/// A view that updates according to a schedule that you provide.
///
/// A snapshot draws one frame: the content for the schedule's first date at
/// or after the moment the view is drawn (that moment itself for
/// `.everyMinute` and `.animation`, or when the schedule has no later date).
/// See [TimelineView](https://developer.apple.com/documentation/swiftui/timelineview).
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    private let schedule: Schedule
    private let content: (TimelineViewDefaultContext) -> Content

    /// Information passed to a timeline view's content callback.
    /// See [TimelineView.Context](https://developer.apple.com/documentation/swiftui/timelineview/context).
    public struct Context {
        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence

        /// A rate at which timeline views can receive updates.
        /// See [TimelineView.Context.Cadence](https://developer.apple.com/documentation/swiftui/timelineview/context/cadence-swift.enum).
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously: a snapshot's content is drawn as if live.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }
    }
}

/// Information passed to a timeline view's content callback, whatever its schedule.
/// See [TimelineViewDefaultContext](https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// Creates a new timeline view that uses the given schedule.
    /// See [init(_:content:)](https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)).
    /// - Parameters:
    ///   - schedule: A schedule that produces a sequence of dates that indicate the instances when the view should update.
    ///   - content: A closure that generates view content at the moments indicated by the schedule, given the date and cadence.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the schedule's first date at or after now, updating live.
    public var body: some View {
        let now = Date()
        let date = schedule.entries(from: now, mode: .normal).first { $0 >= now } ?? now
        return content(TimelineViewDefaultContext(date: date, cadence: .live))
    }
}
