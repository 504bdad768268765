import UIKit

extension ViewImageConfig {
    /// An iPad's sizes: the landscape widths at a third, half, two thirds and
    /// the whole screen, the portrait widths at a third and two thirds, which
    /// of those are compact, and its safe area.
    private struct Tablet {
        let landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat, full: CGFloat)
        let portrait: (oneThird: CGFloat, twoThirds: CGFloat)
        let height: CGFloat
        var halfIsCompact = true
        var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

        /// The configuration in `orientation`.
        func config(_ orientation: TabletOrientation, regular: UITraitCollection, compact: UITraitCollection) -> ViewImageConfig {
            let (size, isCompact): (CGSize, Bool)
            switch orientation {
            case .landscape(let split):
                switch split {
                case .oneThird: (size, isCompact) = (CGSize(width: landscape.oneThird, height: height), true)
                case .oneHalf: (size, isCompact) = (CGSize(width: landscape.oneHalf, height: height), halfIsCompact)
                case .twoThirds: (size, isCompact) = (CGSize(width: landscape.twoThirds, height: height), false)
                case .full: (size, isCompact) = (CGSize(width: landscape.full, height: height), false)
                }
            case .portrait(let split):
                switch split {
                case .oneThird: (size, isCompact) = (CGSize(width: portrait.oneThird, height: landscape.full), true)
                case .twoThirds: (size, isCompact) = (CGSize(width: portrait.twoThirds, height: landscape.full), true)
                case .full: (size, isCompact) = (CGSize(width: height, height: landscape.full), false)
                }
            }
            return ViewImageConfig(safeArea: safeArea, size: size, traits: isCompact ? compact : regular)
        }
    }

    private static let mini = Tablet(landscape: (320, 507, 694, 1024), portrait: (320, 438), height: 768)
    private static let tenTwo = Tablet(landscape: (320, 535, 750, 1080), portrait: (320, 480), height: 810)
    private static let tenFive = Tablet(landscape: (320, 551, 782, 1112), portrait: (320, 504), height: 834)
    private static let eleven = Tablet(
        landscape: (375, 592, 809, 1194), portrait: (320, 504), height: 834,
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    private static let twelveNine = Tablet(
        landscape: (375, 678, 981, 1366), portrait: (375, 639), height: 1024, halfIsCompact: false)

    /// iPad mini: 1024 x 768, landscape.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini in `orientation`, the whole screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation.tablet) }
    /// iPad mini in `orientation` and split view.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        mini.config(orientation, regular: .iPadMini, compact: .iPadMini_Compact_SplitView)
    }

    /// iPad 9.7-inch: as iPad mini.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch in `orientation`.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch in `orientation` and split view.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch: 1080 x 810, landscape.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch in `orientation`.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(orientation.tablet) }
    /// iPad 10.2-inch in `orientation` and split view.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tenTwo.config(orientation, regular: .iPad10_2, compact: .iPad10_2_Compact_SplitView)
    }

    /// iPad Pro 10.5-inch: 1112 x 834, landscape.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch in `orientation`.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(orientation.tablet) }
    /// iPad Pro 10.5-inch in `orientation` and split view.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tenFive.config(orientation, regular: .iPadPro10_5, compact: .iPadPro10_5_Compact_SplitView)
    }

    /// iPad Pro 11-inch: 1194 x 834, landscape.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch in `orientation`.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(orientation.tablet) }
    /// iPad Pro 11-inch in `orientation` and split view.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        eleven.config(orientation, regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView)
    }

    /// iPad Pro 12.9-inch: 1366 x 1024, landscape.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch in `orientation`.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(orientation.tablet) }
    /// iPad Pro 12.9-inch in `orientation` and split view.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        twelveNine.config(orientation, regular: .iPadPro12_9, compact: .iPadPro12_9_Compact_SplitView)
    }
}

extension ViewImageConfig.Orientation {
    /// The whole screen of an iPad in this orientation.
    var tablet: ViewImageConfig.TabletOrientation {
        self == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}
