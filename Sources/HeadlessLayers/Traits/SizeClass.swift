/// How much room an axis has, as `UIUserInterfaceSizeClass`.
public enum SizeClass: Hashable, Sendable, CaseIterable {
    /// Not known: no window yet.
    case unspecified
    /// Constrained space (an iPhone's width in portrait).
    case compact
    /// Expansive space (an iPad's width).
    case regular
}
