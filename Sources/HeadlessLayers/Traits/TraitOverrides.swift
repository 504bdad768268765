/// Traits a view sets for itself and its subtree, as UIKit's `traitOverrides`;
/// `nil` values are inherited.
public struct TraitOverrides: Hashable, Sendable {
    /// Overrides the pixels per point.
    public var displayScale: Double?
    /// Overrides light or dark.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// Overrides the preferred text size.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// Overrides the layout direction.
    public var layoutDirection: LayoutDirection?
    /// Overrides the horizontal size class.
    public var horizontalSizeClass: SizeClass?
    /// Overrides the vertical size class.
    public var verticalSizeClass: SizeClass?

    /// Creates overrides; values left `nil` are inherited.
    public init(
        displayScale: Double? = nil, userInterfaceStyle: UserInterfaceStyle? = nil,
        preferredContentSizeCategory: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil
    ) {
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// These overrides with every value `other` sets taking the place of this one's.
    public func applying(_ other: TraitOverrides) -> TraitOverrides {
        TraitOverrides(
            displayScale: other.displayScale ?? displayScale,
            userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
            preferredContentSizeCategory: other.preferredContentSizeCategory ?? preferredContentSizeCategory,
            layoutDirection: other.layoutDirection ?? layoutDirection,
            horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
            verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass)
    }
}
