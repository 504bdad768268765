/// A control for selecting an absolute date. Snapshots do not tap, so the
/// binding is read and not written: a date outside the picker's range is
/// shown clamped to it, as the picker shows it on iOS.
///
/// Dates are formatted with the environment's locale, time zone and calendar
/// (en_US, GMT and Gregorian unless set), so a snapshot shows the same date
/// on every machine. The compact style (the default) shows the label, then
/// the date and the time each in a grey rounded field; the graphical style
/// a month calendar with the day selected; the wheel style the wheels of
/// the components, the selected row in a grey band.
/// See [DatePicker](https://developer.apple.com/documentation/swiftui/datepicker).
public struct DatePicker<Label: View>: View {
    /// The components a date picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: Components
    let label: Label
    @Environment(\.datePickerStyleKind) private var style
    @Environment(\.isEnabled) private var isEnabled

    /// Creates an instance that selects a `Date` with an unbounded range.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` in a closed range.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The inclusive range of selectable dates.
    ///   - displayedComponents: The date components that user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open range from some selectable start date.
    ///   - displayedComponents: The date components that user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: label())
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open range before some selectable end date.
    ///   - displayedComponents: The date components that user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, displayedComponents: Components, label: Label) {
        self.selection = selection
        self.range = range
        components = displayedComponents.isEmpty ? [.hourAndMinute, .date] : displayedComponents
        self.label = label
    }

    /// The selected date, within the range.
    var shownDate: Date {
        let date = selection.wrappedValue
        guard let range else { return date }
        return min(max(date, range.lowerBound), range.upperBound)
    }

    public var body: some View {
        switch style {
        case .compact:
            CompactDatePicker(label: AnyView(label.controlLabel(isEnabled: isEnabled)), date: shownDate, components: components)
        case .graphical:
            GraphicalDatePicker(date: shownDate, components: components)
        case .wheel:
            WheelDatePicker(date: shownDate, components: components)
        }
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date`, with a label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` in a closed range, with a label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The inclusive range of selectable dates.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` on or after some start date, with a label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open range from some selectable start date.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` on or before some end date, with a label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open range before some selectable end date.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date`, with a label from a string.
    ///
    /// - Parameters:
    ///   - title: The title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that user is able to view and edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: Text(title))
    }

    /// Creates an instance that selects a `Date` in a closed range, with a label from a string.
    ///
    /// - Parameters:
    ///   - title: The title of the date picker.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The inclusive range of selectable dates.
    ///   - displayedComponents: The date components that user is able to view and edit.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(title))
    }
}

/// The date components a date picker shows.
/// See [DatePickerComponents](https://developer.apple.com/documentation/swiftui/datepickercomponents).
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
