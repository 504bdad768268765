import UIKit

extension UITraitCollection {
    /// A phone's traits: compact width (regular when `wideInLandscape` and in
    /// landscape), regular height in portrait and compact in landscape.
    private static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool = false) -> UITraitCollection {
        let landscape = orientation == .landscape
        return UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: landscape && wideInLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: landscape ? .compact : .regular),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
        ])
    }

    /// iPhone SE's traits in `orientation`.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    /// iPhone 8's traits in `orientation`.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    /// iPhone 8 Plus's traits in `orientation` (regular width in landscape).
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// iPhone X's traits in `orientation`.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    /// iPhone XR's traits in `orientation` (regular width in landscape).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// iPhone XS Max's traits in `orientation` (regular width in landscape).
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// iPhone 12's traits in `orientation`.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    /// iPhone 12 Pro Max's traits in `orientation` (regular width in landscape).
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// iPhone 13's traits in `orientation`.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    /// iPhone 13 Pro Max's traits in `orientation` (regular width in landscape).
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    /// An iPad's traits: regular width and height, or compact width in a narrow split view.
    private static func tablet(compact: Bool) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: compact ? .compact : .regular),
            UITraitCollection(verticalSizeClass: .regular),
        ])
    }

    /// iPad mini's traits.
    public static let iPadMini = tablet(compact: false)
    /// iPad mini's traits in a narrow split view.
    public static let iPadMini_Compact_SplitView = tablet(compact: true)
    /// iPad 9.7-inch's traits.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch's traits in a narrow split view.
    public static let iPad9_7_Compact_SplitView = iPadMini_Compact_SplitView
    /// iPad 10.2-inch's traits.
    public static let iPad10_2 = tablet(compact: false)
    /// iPad 10.2-inch's traits in a narrow split view.
    public static let iPad10_2_Compact_SplitView = tablet(compact: true)
    /// iPad Pro 10.5-inch's traits.
    public static let iPadPro10_5 = tablet(compact: false)
    /// iPad Pro 10.5-inch's traits in a narrow split view.
    public static let iPadPro10_5_Compact_SplitView = tablet(compact: true)
    /// iPad Pro 11-inch's traits.
    public static let iPadPro11 = tablet(compact: false)
    /// iPad Pro 11-inch's traits in a narrow split view.
    public static let iPadPro11_Compact_SplitView = tablet(compact: true)
    /// iPad Pro 12.9-inch's traits.
    public static let iPadPro12_9 = tablet(compact: false)
    /// iPad Pro 12.9-inch's traits in a narrow split view.
    public static let iPadPro12_9_Compact_SplitView = tablet(compact: true)
}
