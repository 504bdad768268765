import Testing

@testable import SwiftUI

@Suite("SwiftUI date pickers")
@MainActor
struct DatePickerTests {
    /// 2001-09-09 01:46:40 GMT, a Sunday.
    let date = Date(timeIntervalSince1970: 1_000_000_000)

    private func size(_ view: some View) -> CGSize {
        UIHostingController(rootView: view).sizeThatFits(in: CGSize(width: 390, height: 900))
    }

    @Test("a compact picker shows the label, then the date and the time, each in a field; fewer components, fewer fields")
    func compact() {
        let both = size(DatePicker("Date", selection: .constant(date)).fixedSize())
        let day = size(DatePicker("Date", selection: .constant(date), displayedComponents: .date).fixedSize())
        let time = size(DatePicker("Date", selection: .constant(date), displayedComponents: [.hourAndMinute]).fixedSize())
        #expect(both.width > day.width && day.width > time.width && time.width > 40)
        #expect(both.height > 30 && both.height < 44, "a field's text with 6 points above and below: \(both)")
        #expect(size(DatePicker("Date", selection: .constant(date), displayedComponents: []).fixedSize()) == both, "no components: both")
    }

    @Test("a date outside the range is shown clamped to it; the environment's time zone moves the day")
    func rangeAndTimeZone() throws {
        let later = date.addingTimeInterval(86_400 * 40)
        let clamped = drawn(DatePicker("Date", selection: .constant(later), in: date...date.addingTimeInterval(60)).padding(), width: 390, height: 60)
        let atBound = drawn(DatePicker("Date", selection: .constant(date.addingTimeInterval(60))).padding(), width: 390, height: 60)
        #expect(clamped.bitmap == atBound.bitmap)
        let from = drawn(DatePicker("Date", selection: .constant(date), in: later...).padding(), width: 390, height: 60)
        #expect(from.bitmap == drawn(DatePicker("Date", selection: .constant(later)).padding(), width: 390, height: 60).bitmap)
        let pacific = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let gmt = drawn(DatePicker("Date", selection: .constant(date)).padding(), width: 390, height: 60)
        let moved = drawn(DatePicker("Date", selection: .constant(date)).padding().environment(\.timeZone, pacific), width: 390, height: 60)
        #expect(gmt.bitmap != moved.bitmap)
    }

    @Test("the graphical style lays a month out in weeks from the calendar's first weekday")
    func monthGrid() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "GMT"))
        let weeks = GraphicalDatePicker.weeks(of: date, in: calendar)
        // September 2001 began on a Saturday and has 30 days.
        #expect(weeks.count == 6)
        #expect(weeks[0] == [nil, nil, nil, nil, nil, nil, 1])
        #expect(weeks[5] == [30, nil, nil, nil, nil, nil, nil])
        #expect(weeks.allSatisfy { $0.count == 7 })
        #expect(GraphicalDatePicker.weekdaySymbols(calendar) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        calendar.firstWeekday = 2
        #expect(GraphicalDatePicker.weeks(of: date, in: calendar)[0] == [nil, nil, nil, nil, nil, 1, 2])
        #expect(GraphicalDatePicker.weekdaySymbols(calendar).first == "MON")
    }

    @Test("the graphical and wheel styles draw, taller than the compact one; the wheel is 216 points")
    func styles() {
        let compact = size(DatePicker("Date", selection: .constant(date)))
        let graphical = size(DatePicker("Date", selection: .constant(date)).datePickerStyle(.graphical))
        let wheel = size(DatePicker("Date", selection: .constant(date)).datePickerStyle(.wheel))
        #expect(graphical.height > 300 && compact.height < 44)
        #expect(wheel.height == 216)
        let image = drawn(DatePicker("Date", selection: .constant(date)).datePickerStyle(.graphical), width: 390, height: 420)
        #expect(extent(of: (255, 255, 255), in: image) != nil)
    }
}
