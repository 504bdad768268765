package import HeadlessLayers

/// The traits of a view's environment: appearance, text size, size
/// classes, layout direction and display scale. A trait can be unspecified
/// in a collection made with one of the single-trait initialisers; a
/// view's collection has every trait.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitraitcollection)
public final class UITraitCollection: NSObject, Sendable {
    /// The traits this collection specifies; nil values are unspecified.
    package let specified: TraitOverrides

    /// A collection of the traits `specified` gives.
    package init(specified: TraitOverrides) {
        self.specified = specified
        super.init()
    }

    /// A view's full traits.
    package convenience init(_ traits: TraitCollection) {
        self.init(
            specified: TraitOverrides(
                displayScale: traits.displayScale, userInterfaceStyle: traits.userInterfaceStyle,
                preferredContentSizeCategory: traits.preferredContentSizeCategory, layoutDirection: traits.layoutDirection,
                horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass))
    }

    /// A collection that specifies no trait.
    public override convenience init() { self.init(specified: TraitOverrides()) }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(specified: TraitOverrides(userInterfaceStyle: userInterfaceStyle.engine))
    }

    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(specified: TraitOverrides(preferredContentSizeCategory: preferredContentSizeCategory.engine))
    }

    /// A collection that specifies only the display scale (0 leaves it unspecified).
    public convenience init(displayScale: CGFloat) {
        self.init(specified: TraitOverrides(displayScale: displayScale > 0 && displayScale.isFinite ? Double(displayScale) : nil))
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(specified: TraitOverrides(horizontalSizeClass: horizontalSizeClass.engine))
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(specified: TraitOverrides(verticalSizeClass: verticalSizeClass.engine))
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(specified: TraitOverrides(layoutDirection: layoutDirection.engine))
    }

    /// The traits of `collections` combined: where several specify a trait, the last one's wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(specified: collections.reduce(TraitOverrides()) { $0.applying($1.specified) })
    }

    /// This collection with the traits `collection` specifies taking the place of this one's.
    public func modifyingTraits(with collection: UITraitCollection) -> UITraitCollection {
        UITraitCollection(specified: specified.applying(collection.specified))
    }

    /// Light or dark, or unspecified.
    public var userInterfaceStyle: UIUserInterfaceStyle { UIUserInterfaceStyle(specified.userInterfaceStyle) }
    /// The text size, or unspecified.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIContentSizeCategory(specified.preferredContentSizeCategory)
    }
    /// Pixels per point, 0 when unspecified.
    public var displayScale: CGFloat { CGFloat(specified.displayScale ?? 0) }
    /// The horizontal size class, or unspecified.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(specified.horizontalSizeClass) }
    /// The vertical size class, or unspecified.
    public var verticalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(specified.verticalSizeClass) }
    /// The layout direction, or unspecified.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { UITraitEnvironmentLayoutDirection(specified.layoutDirection) }

    /// Whether every trait `collection` specifies has the same value here.
    public func containsTraits(in collection: UITraitCollection?) -> Bool {
        guard let collection else { return true }
        return specified.applying(collection.specified) == specified
    }

    /// Whether a colour resolved for this collection could differ from one
    /// resolved for `other`: their appearances differ.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits in full, unspecified ones taking the defaults (light,
    /// large text, left to right, scale 1).
    package var resolved: TraitCollection { TraitCollection.unattached.applying(specified) }

    /// Equal when they specify the same traits with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.specified == specified
    }

    /// A hash of the specified traits.
    public override var hash: Int { specified.hashValue }

    /// The traits colours resolve with outside drawing and layout, and while
    /// a view draws or is laid out, that view's; each thread has its own, as in UIKit.
    public static var current: UITraitCollection {
        get { currentTraits.value }
        set { currentTraits.value = newValue }
    }

    /// Each thread's ``current``.
    private static let currentTraits = ThreadLocal { UITraitCollection(TraitCollection.unattached) }
}
