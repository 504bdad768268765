/// The date and the time, each in a grey rounded field after the label, as
/// iOS 17 draws a compact date picker in a row.
struct CompactDatePicker: View {
    let label: AnyView
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var environment

    var body: some View {
        HStack(spacing: 6) {
            label
            Spacer(minLength: 8)
            if components.contains(.date) { DateField(text: environment.string(from: date, dateStyle: .medium, timeStyle: .none)) }
            if components.contains(.hourAndMinute) { DateField(text: environment.string(from: date, dateStyle: .none, timeStyle: .short)) }
        }
    }
}

/// One field of a compact date picker: the text on a grey rounded rectangle.
private struct DateField: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}

/// A month calendar: its month and year with the arrows between months, the
/// weekdays' initials, then the days in weeks, the selected day bold in the
/// tint on a pale tint circle; with the time in a field below when shown.
struct GraphicalDatePicker: View {
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var environment

    var body: some View {
        let calendar = environment.localCalendar
        VStack(spacing: 10) {
            if components.contains(.date) {
                HStack {
                    Text(verbatim: environment.string(from: date, template: "MMMM yyyy")).font(.headline)
                    Spacer()
                    HStack(spacing: 28) {
                        MonthChevron(pointsRight: false)
                        MonthChevron(pointsRight: true)
                    }
                    .frame(height: 17)
                }
                HStack(spacing: 0) {
                    ForEach(Self.weekdaySymbols(calendar), id: \.self) { symbol in
                        Text(verbatim: symbol).font(.caption.weight(.semibold)).foregroundStyle(.tertiary).frame(maxWidth: .infinity)
                    }
                }
                VStack(spacing: 6) {
                    ForEach(Self.weeks(of: date, in: calendar), id: \.self) { week in
                        HStack(spacing: 0) {
                            ForEach(0..<7, id: \.self) { column in
                                DayCell(day: week[column], isSelected: week[column] == calendar.component(.day, from: date))
                            }
                        }
                    }
                }
            }
            if components.contains(.hourAndMinute) {
                HStack {
                    Text("Time")
                    Spacer()
                    DateField(text: environment.string(from: date, dateStyle: .none, timeStyle: .short))
                }
            }
        }
        .padding(.horizontal, 8)
    }

    /// The weekdays' short initials, from the calendar's first weekday, in capitals.
    static func weekdaySymbols(_ calendar: Calendar) -> [String] {
        let symbols = calendar.shortWeekdaySymbols
        let first = max(0, min(calendar.firstWeekday - 1, symbols.count - 1))
        return (Array(symbols[first...]) + Array(symbols[..<first])).map { $0.uppercased() }
    }

    /// The days of `date`'s month in weeks of seven, nil where a week runs outside the month.
    static func weeks(of date: Date, in calendar: Calendar) -> [[Int?]] {
        guard let month = calendar.dateInterval(of: .month, for: date), let days = calendar.range(of: .day, in: .month, for: date) else { return [] }
        let lead = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: lead) + days.map { $0 }
        let padded = cells + Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<$0 + 7]) }
    }
}

/// One day of the month calendar, or an empty cell.
private struct DayCell: View {
    let day: Int?
    let isSelected: Bool

    var body: some View {
        ZStack {
            if isSelected { Circle().fill(.tint.opacity(0.12)).frame(width: 40, height: 40) }
            if let day {
                Text(verbatim: "\(day)")
                    .font(isSelected ? .title3.weight(.semibold) : .title3)
                    .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
            }
        }
        .frame(maxWidth: .infinity, minHeight: 40)
    }
}

/// A chevron in the tint colour, as the month calendar's arrows.
private struct MonthChevron: View {
    let pointsRight: Bool

    var body: some View {
        Path { path in
            path.move(to: CGPoint(x: pointsRight ? 1 : 9, y: 1))
            path.addLine(to: CGPoint(x: pointsRight ? 9 : 1, y: 8.5))
            path.addLine(to: CGPoint(x: pointsRight ? 1 : 9, y: 16))
        }
        .stroke(.tint, style: StrokeStyle(lineWidth: 2.4, lineCap: .round, lineJoin: .round))
        .frame(width: 10, height: 17)
    }
}

/// The wheels of the shown components, the selected row of each in the
/// middle on a grey band and the rows away from it fainter.
struct WheelDatePicker: View {
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var environment

    /// Rows shown above and below the selected one.
    static let reach = 3
    /// The height of a row.
    static let rowHeight: CGFloat = 32

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .tertiarySystemFill)).frame(height: Self.rowHeight)
            HStack(spacing: 16) {
                ForEach(Array(columns.enumerated()), id: \.offset) { _, column in
                    VStack(spacing: 0) {
                        ForEach(-Self.reach...Self.reach, id: \.self) { offset in
                            Text(verbatim: column(offset))
                                .font(.title3)
                                .fixedSize()
                                .opacity(offset == 0 ? 1 : max(0.15, 0.55 - 0.12 * Double(abs(offset))))
                                .frame(height: Self.rowHeight)
                        }
                    }
                }
            }
        }
        .frame(height: 216)
        .clipped()
    }

    /// Each wheel: its text for the row `offset` rows from the selected one.
    private var columns: [(Int) -> String] {
        let calendar = environment.localCalendar
        let environment = environment
        let date = date
        func shifted(_ component: Calendar.Component, _ offset: Int) -> Date { calendar.date(byAdding: component, value: offset, to: date) ?? date }
        var columns: [(Int) -> String] = []
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, false):
            columns.append { environment.string(from: shifted(.month, $0), template: "MMMM") }
            columns.append { environment.string(from: shifted(.day, $0), template: "d") }
            columns.append { environment.string(from: shifted(.year, $0), template: "yyyy") }
        case (true, true):
            columns.append { environment.string(from: shifted(.day, $0), template: "EEEMMMd") }
        default: break
        }
        if components.contains(.hourAndMinute) {
            columns.append { environment.string(from: shifted(.hour, $0), template: "h").filter(\.isNumber) }
            columns.append { String(format: "%02d", calendar.component(.minute, from: shifted(.minute, $0))) }
            let isAfternoon = calendar.component(.hour, from: date) >= 12
            columns.append { offset in
                switch (offset, isAfternoon) {
                case (0, false), (-1, true): "AM"
                case (0, true), (1, false): "PM"
                default: ""
                }
            }
        }
        return columns
    }
}
