import UIKit

/// A device to snapshot a view controller on: its screen size, the safe
/// area its window reports and its traits, with swift-snapshot-testing's
/// presets (`.iPhone13`, `.iPadPro11(.portrait(splitView: .oneThird))`).
/// The presets set no display scale: images are drawn at the screen's
/// (`UIScreen.main.scale`, 3 here by default), as on a simulator.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// An iPad's orientation and the share of the screen an app has in split view.
    public enum TabletOrientation: Sendable {
        /// The shares of a portrait screen.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        /// The shares of a landscape screen.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The insets the window reports as its safe area.
    public var safeArea: UIEdgeInsets
    /// The screen size in points; the view's own when nil.
    public var size: CGSize?
    /// The traits the view controller is shown with.
    public var traits: UITraitCollection

    /// A configuration of a safe area, a size and traits.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

extension ViewImageConfig {
    /// A phone of `width` x `height` points (portrait) with `top`/`bottom`
    /// safe-area bars in portrait and `side`/`landscapeBottom` in landscape.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat, side: CGFloat,
        landscapeBottom: CGFloat, traits: (Orientation) -> UITraitCollection
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: CGSize(width: width, height: height),
                traits: traits(.portrait))
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
                size: CGSize(width: height, height: width), traits: traits(.landscape))
        }
    }

    /// A phone with a home button: 20 points of status bar in portrait, none in landscape.
    private static func homeButtonPhone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, traits: @escaping (Orientation) -> UITraitCollection
    ) -> ViewImageConfig {
        phone(orientation, width: width, height: height, top: 20, bottom: 0, side: 0, landscapeBottom: 0, traits: traits)
    }

    /// iPhone SE (1st generation): 320 x 568.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        homeButtonPhone(orientation, width: 320, height: 568, traits: UITraitCollection.iPhoneSe)
    }

    /// iPhone 8: 375 x 667.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        homeButtonPhone(orientation, width: 375, height: 667, traits: UITraitCollection.iPhone8)
    }

    /// iPhone 8 Plus: 414 x 736.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        homeButtonPhone(orientation, width: 414, height: 736, traits: UITraitCollection.iPhone8Plus)
    }

    /// iPhone X: 375 x 812.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 44, bottom: 34, side: 44, landscapeBottom: 24, traits: UITraitCollection.iPhoneX)
    }

    /// iPhone XS Max: 414 x 896.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 896, top: 44, bottom: 34, side: 44, landscapeBottom: 24,
            traits: UITraitCollection.iPhoneXsMax)
    }

    /// iPhone XR: 414 x 896.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, bottom: 34, side: 44, landscapeBottom: 24, traits: UITraitCollection.iPhoneXr)
    }

    /// iPhone 12: 390 x 844.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, traits: UITraitCollection.iPhone12)
    }

    /// iPhone 12 Pro: as iPhone 12.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 12 Pro Max: 428 x 926.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 428, height: 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            traits: UITraitCollection.iPhone12ProMax)
    }

    /// iPhone 13: 390 x 844.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, traits: UITraitCollection.iPhone13)
    }

    /// iPhone 13 mini: 375 x 812.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21, traits: UITraitCollection.iPhone13)
    }

    /// iPhone 13 Pro: as iPhone 13.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    /// iPhone 13 Pro Max: 428 x 926.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 428, height: 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
            traits: UITraitCollection.iPhone13ProMax)
    }
}
