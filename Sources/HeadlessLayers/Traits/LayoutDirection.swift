/// The direction of the user interface language, as `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right: leading is left.
    case leftToRight
    /// Right to left: leading is right, stack views and natural alignment mirror.
    case rightToLeft
}
