/// A type that provides a sequence of dates for use as a schedule: the
/// dates a `TimelineView` updates at.
/// See [TimelineSchedule](https://developer.apple.com/documentation/swiftui/timelineschedule).
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Self.Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    /// See [entries(from:mode:)](https://developer.apple.com/documentation/swiftui/timelineschedule/entries(from:mode:)).
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: An indication of whether the schedule updates normally, or with some other cadence.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
/// See [TimelineScheduleMode](https://developer.apple.com/documentation/swiftui/timelineschedulemode).
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

/// Dates from a first one, each the step of the one before; none after a
/// step that does not move forward (a zero, negative or NaN interval).
struct DateSteps: Sequence, IteratorProtocol {
    /// The next date to give, if any.
    var date: Date?
    /// The date after a given one.
    let step: @Sendable (Date) -> Date

    mutating func next() -> Date? {
        guard let current = date else { return nil }
        let following = step(current)
        date = following > current ? following : nil
        return current
    }
}

/// A schedule for updating a timeline view at regular intervals.
/// See [PeriodicTimelineSchedule](https://developer.apple.com/documentation/swiftui/periodictimelineschedule).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    private let startDate: Date
    private let interval: TimeInterval

    /// Creates a periodic update schedule.
    /// See [init(from:by:)](https://developer.apple.com/documentation/swiftui/periodictimelineschedule/init(from:by:)).
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The sequence of dates in periodic schedule.
    /// See [PeriodicTimelineSchedule.Entries](https://developer.apple.com/documentation/swiftui/periodictimelineschedule/entries).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var steps: DateSteps

        /// The next date of the schedule.
        public mutating func next() -> Date? { steps.next() }
    }

    /// The schedule's dates from the first at or after `startDate` (the
    /// schedule's start, when that is later), `interval` apart.
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: The schedule's mode: periodic dates are the same in both.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let interval = self.interval
        let first = interval > 0 && elapsed > 0 ? self.startDate + (elapsed / interval).rounded(.up) * interval : self.startDate
        return Entries(steps: DateSteps(date: first) { $0 + interval })
    }
}

/// A schedule for updating a timeline view at the start of every minute.
/// See [EveryMinuteTimelineSchedule](https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute update schedule.
    /// See [init()](https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/init()).
    public init() {}

    /// The sequence of dates in an every minute schedule.
    /// See [EveryMinuteTimelineSchedule.Entries](https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/entries).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var steps: DateSteps

        /// The next date of the schedule.
        public mutating func next() -> Date? { steps.next() }
    }

    /// `startDate`, then the start of each minute after it.
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: The schedule's mode: minutes are the same in both.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(
            steps: DateSteps(date: startDate) { date in
                Date(timeIntervalSinceReferenceDate: ((date.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60)
            })
    }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
/// See [AnimationTimelineSchedule](https://developer.apple.com/documentation/swiftui/animationtimelineschedule).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    private let minimumInterval: Double?
    private let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more
    /// quickly than the provided interval.
    /// See [init(minimumInterval:paused:)](https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)).
    /// - Parameters:
    ///   - minimumInterval: The minimum interval to update the schedule at; nil lets the system pick (a frame, 1/60 second, here).
    ///   - paused: When true, the schedule stops generating updates after its first date.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The sequence of dates within a schedule.
    /// See [AnimationTimelineSchedule.Entries](https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var steps: DateSteps

        /// The next date of the schedule.
        public mutating func next() -> Date? { steps.next() }
    }

    /// `startDate`, then a date each interval (only `startDate` when paused).
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: The schedule's mode: the dates are the same in both.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = paused ? 0 : minimumInterval ?? 1.0 / 60
        return Entries(steps: DateSteps(date: startDate) { $0 + interval })
    }
}

/// A schedule for updating a timeline view at explicit points in time.
/// See [ExplicitTimelineSchedule](https://developer.apple.com/documentation/swiftui/explicittimelineschedule).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    /// See [init(_:)](https://developer.apple.com/documentation/swiftui/explicittimelineschedule/init(_:)).
    /// - Parameters:
    ///   - dates: The sequence of dates at which a timeline view updates.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates given, whatever the start.
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins: the dates are given as they are.
    ///   - mode: The schedule's mode: the dates are the same in both.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    /// See [periodic(from:by:)](https://developer.apple.com/documentation/swiftui/timelineschedule/periodic(from:by:)).
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    /// See [everyMinute](https://developer.apple.com/documentation/swiftui/timelineschedule/everyminute).
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    /// See [animation](https://developer.apple.com/documentation/swiftui/timelineschedule/animation).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    /// See [animation(minimumInterval:paused:)](https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)).
    /// - Parameters:
    ///   - minimumInterval: The minimum interval to update the schedule at; nil lets the system pick.
    ///   - paused: When true, the schedule stops generating updates.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    /// See [explicit(_:)](https://developer.apple.com/documentation/swiftui/timelineschedule/explicit(_:)).
    /// - Parameters:
    ///   - dates: The sequence of dates at which a timeline view updates.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
