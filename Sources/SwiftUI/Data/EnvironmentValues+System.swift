/// The environment values this module defines, with SwiftUI's defaults on iOS.
extension EnvironmentValues {
    /// The default font of this environment; nil gives each view its own (`.body` for text).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The size of content preferred by the user (Dynamic Type).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The current locale that views should use.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The display scale of this environment.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// A value that indicates whether the view associated with this environment allows user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// An indication of how to align lines of text when they wrap.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The lines text takes at least, set with a line-limit range or `reservesSpace`.
    var minimumLineCount: Int {
        get { self[MinimumLineCountKey.self] }
        set { self[MinimumLineCountKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit into the available space.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The current redaction reasons applied to the view hierarchy.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// A stylistic override to transform the case of text.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The style views draw their foreground in: the primary label colour by default.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint colour: the system blue by default.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The font weight `fontWeight(_:)` and `bold()` set over the font.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The axis of the stack a view is directly in, if any: where a spacer grows.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}

private enum TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private enum FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private enum LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private enum HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private enum VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private enum DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }
private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private enum MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private enum MinimumLineCountKey: EnvironmentKey { static var defaultValue: Int { 1 } }
private enum LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private enum TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private enum MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private enum RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private enum ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private enum TintKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private enum FontWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
private enum StackAxisKey: EnvironmentKey { static var defaultValue: Axis? { nil } }

/// The possible color schemes.
/// See [ColorScheme](https://developer.apple.com/documentation/swiftui/colorscheme).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}

/// A direction in which SwiftUI can lay out content.
/// See [LayoutDirection](https://developer.apple.com/documentation/swiftui/layoutdirection).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft
}

/// A set of values that indicate the visual size available to the view.
/// See [UserInterfaceSizeClass](https://developer.apple.com/documentation/swiftui/userinterfacesizeclass).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

/// An alignment position for text along the horizontal axis.
/// See [TextAlignment](https://developer.apple.com/documentation/swiftui/textalignment).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// The reasons to apply a redaction to data displayed on screen.
/// See [RedactionReasons](https://developer.apple.com/documentation/swiftui/redactionreasons).
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
