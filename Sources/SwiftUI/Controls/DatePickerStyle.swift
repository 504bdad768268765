/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
/// See [DatePickerStyle](https://developer.apple.com/documentation/swiftui/datepickerstyle).
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The default date picker style: compact on iOS.
/// See [DefaultDatePickerStyle](https://developer.apple.com/documentation/swiftui/defaultdatepickerstyle).
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the default date picker style.
    public init() {}
}

/// A date picker style that displays the components in a compact, textual format.
/// See [CompactDatePickerStyle](https://developer.apple.com/documentation/swiftui/compactdatepickerstyle).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the compact date picker style.
    public init() {}
}

/// A date picker style that displays an interactive calendar or clock.
/// See [GraphicalDatePickerStyle](https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the graphical date picker style.
    public init() {}
}

/// A date picker style that displays each component as columns in a scrollable wheel.
/// See [WheelDatePickerStyle](https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the wheel date picker style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers: compact.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// How the date pickers of an environment are drawn.
enum DatePickerStyleKind: Sendable {
    case compact, graphical, wheel
}

extension EnvironmentValues {
    var datePickerStyleKind: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

private enum DatePickerStyleKey: EnvironmentKey { static var defaultValue: DatePickerStyleKind { .compact } }

extension View {
    /// Sets the style for date pickers within this view.
    /// See [datePickerStyle(_:)](https://developer.apple.com/documentation/swiftui/view/datepickerstyle(_:)).
    ///
    /// - Parameter style: The style to apply to date pickers.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind: DatePickerStyleKind =
            switch style {
            case is GraphicalDatePickerStyle: .graphical
            case is WheelDatePickerStyle: .wheel
            default: .compact
            }
        return environment(\.datePickerStyleKind, kind)
    }
}
