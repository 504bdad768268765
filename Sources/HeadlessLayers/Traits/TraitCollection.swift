/// The environment a view is drawn in, as `UITraitCollection`: scale,
/// light or dark, text size, layout direction and size classes.
///
/// Traits flow from the window (its ``DeviceProfile``) down the view tree;
/// a view can override some of them for its subtree with ``View/traitOverrides``.
public struct TraitCollection: Hashable, Sendable {
    /// Pixels per point.
    public var displayScale: Double
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The preferred text size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass

    /// Creates a trait collection; every value has the default of a view outside a window.
    public init(
        displayScale: Double = 1, userInterfaceStyle: UserInterfaceStyle = .light,
        preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: LayoutDirection = .leftToRight,
        horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified
    ) {
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a view that is in no window: scale 1, light, large text,
    /// left to right, unspecified size classes.
    public static let unattached = TraitCollection()

    /// These traits with every value `overrides` sets replaced.
    public func applying(_ overrides: TraitOverrides) -> TraitCollection {
        var result = self
        if let v = overrides.displayScale { result.displayScale = v }
        if let v = overrides.userInterfaceStyle { result.userInterfaceStyle = v }
        if let v = overrides.preferredContentSizeCategory { result.preferredContentSizeCategory = v }
        if let v = overrides.layoutDirection { result.layoutDirection = v }
        if let v = overrides.horizontalSizeClass { result.horizontalSizeClass = v }
        if let v = overrides.verticalSizeClass { result.verticalSizeClass = v }
        return result
    }
}
