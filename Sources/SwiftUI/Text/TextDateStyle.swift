/// Dates shown by `Text`, formatted when the text is drawn, with the
/// environment's locale, time zone and calendar.
extension Text {
    /// A predefined style used to display a date in a text view.
    /// See [Text.DateStyle](https://developer.apple.com/documentation/swiftui/text/datestyle).
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// A style displaying only the time component for a date: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now: "2:32".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    ///
    /// - Parameters:
    ///   - date: The target date to display.
    ///   - style: The style used when displaying a date.
    public init(_ date: Date, style: DateStyle) {
        var run = Run(string: "")
        run.date = DatedRun(date: date, style: style)
        runs = [run]
    }
}

/// A date a text run shows, formatted when drawn.
struct DatedRun: Equatable, Sendable {
    let date: Date
    let style: Text.DateStyle

    /// The date in `style`, in `environment`'s locale, time zone and calendar, measured against now.
    func formatted(in environment: EnvironmentValues) -> String {
        let now = Date()
        switch style.kind {
        case .time: return environment.string(from: date, dateStyle: .none, timeStyle: .short)
        case .date: return environment.string(from: date, dateStyle: .long, timeStyle: .none)
        case .relative, .offset:
            let interval = date.timeIntervalSince(now)
            let units = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2)
            let magnitude = Duration.seconds(abs(interval).rounded(.down)).formatted(units.locale(environment.locale))
            guard style.kind == .offset else { return magnitude }
            return (interval < 0 ? "-" : "+") + magnitude
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            let clock = String(format: "%d:%02d", minutes, rest)
            return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : clock
        }
    }
}

extension EnvironmentValues {
    /// `date` in the styles given, in this environment's locale, time zone and calendar.
    func string(from date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let formatter = dateFormatter
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    /// `date` in a date format template (`"MMMM yyyy"`, `"EEE MMM d"`), localized for this environment.
    func string(from date: Date, template: String) -> String {
        let formatter = dateFormatter
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// The calendar with this environment's time zone and locale.
    var localCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// A formatter with this environment's locale, time zone and calendar.
    private var dateFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = localCalendar
        return formatter
    }

    /// The current time zone that views should use when handling dates:
    /// GMT unless set, so that a snapshot shows the same time on every
    /// machine (iOS takes the device's).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates: the Gregorian calendar unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}

private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "GMT") ?? .gmt } }
private enum CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
