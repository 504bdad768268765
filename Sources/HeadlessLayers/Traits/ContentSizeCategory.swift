/// The user's preferred text size, as `UIContentSizeCategory`.
///
/// Fonts that opt in (``Label/adjustsFontForContentSizeCategory``) scale by
/// ``fontScale``, the ratio of the body text size in this category to the
/// default (17 pt at ``large``), as Dynamic Type does.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable, Comparable {
    /// Body 14 pt.
    case extraSmall
    /// Body 15 pt.
    case small
    /// Body 16 pt.
    case medium
    /// Body 17 pt: the default.
    case large
    /// Body 19 pt.
    case extraLarge
    /// Body 21 pt.
    case extraExtraLarge
    /// Body 23 pt.
    case extraExtraExtraLarge
    /// Accessibility: body 28 pt.
    case accessibilityMedium
    /// Accessibility: body 33 pt.
    case accessibilityLarge
    /// Accessibility: body 40 pt.
    case accessibilityExtraLarge
    /// Accessibility: body 47 pt.
    case accessibilityExtraExtraLarge
    /// Accessibility: body 53 pt.
    case accessibilityExtraExtraExtraLarge

    /// The body text size in points for this category.
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// The factor fonts that opt in are scaled by: 1 at ``large``.
    public var fontScale: Double { bodyPointSize / ContentSizeCategory.large.bodyPointSize }
}
