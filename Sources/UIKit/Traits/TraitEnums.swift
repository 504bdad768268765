package import HeadlessLayers

/// Light or dark appearance.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiuserinterfacestyle)
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: inherited, or light where nothing sets it.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2

    /// The engine's style; nil when unspecified.
    package var engine: UserInterfaceStyle? {
        switch self {
        case .unspecified: nil
        case .light: .light
        case .dark: .dark
        }
    }

    /// The engine's style as UIKit's.
    init(_ style: UserInterfaceStyle?) {
        switch style {
        case nil: self = .unspecified
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}

/// A size class: the general width or height of the space a view has.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not set.
    case unspecified = 0
    /// Constrained space, as an iPhone's width in portrait.
    case compact = 1
    /// Ample space, as an iPad's width.
    case regular = 2

    /// The engine's size class; nil when unspecified.
    package var engine: SizeClass? {
        switch self {
        case .unspecified: nil
        case .compact: .compact
        case .regular: .regular
        }
    }

    /// The engine's size class as UIKit's.
    init(_ sizeClass: SizeClass?) {
        switch sizeClass {
        case nil, .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }
}

/// The direction content is laid out in, as traits give it.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Left to right, as English.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft = 1

    /// The engine's direction; nil when unspecified.
    package var engine: LayoutDirection? {
        switch self {
        case .unspecified: nil
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }

    /// The engine's direction as UIKit's.
    init(_ direction: LayoutDirection?) {
        switch direction {
        case nil: self = .unspecified
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

/// The text size a person chose (Dynamic Type), from extra small to
/// accessibility extra extra extra large.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontentsizecategory)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's string for the category, such as `UICTContentSizeCategoryL`.
    public let rawValue: String
    /// A category from UIKit's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not set: inherited, or large where nothing sets it.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in order, with the engine's for each.
    private static let table: [(UIContentSizeCategory, ContentSizeCategory)] = [
        (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
        (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge), (.extraExtraExtraLarge, .extraExtraExtraLarge),
        (.accessibilityMedium, .accessibilityMedium), (.accessibilityLarge, .accessibilityLarge),
        (.accessibilityExtraLarge, .accessibilityExtraLarge), (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
        (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
    ]

    /// The engine's category; nil when unspecified or unknown.
    package var engine: ContentSizeCategory? { Self.table.first { $0.0 == self }?.1 }

    /// The engine's category as UIKit's.
    init(_ category: ContentSizeCategory?) {
        self = category.flatMap { category in Self.table.first { $0.1 == category }?.0 } ?? .unspecified
    }

    /// The notification iOS posts when the person changes the text size.
    /// Snapshots set text sizes through traits, which views hear in
    /// `traitCollectionDidChange(_:)`; this is never posted here.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { engine.map { $0 >= .accessibilityMedium } ?? false }

    /// Orders categories from extra small to accessibility extra extra extra
    /// large; unspecified comes first.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        let order = { (category: UIContentSizeCategory) in Self.table.firstIndex { $0.0 == category } ?? -1 }
        return order(lhs) < order(rhs)
    }
}
