/// A view that arranges its children in a line that grows vertically,
/// creating items only as needed: a snapshot lays it out whole, as a
/// ``VStack`` that takes the width it is offered.
/// See [LazyVStack](https://developer.apple.com/documentation/swiftui/lazyvstack).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning behavior, and content.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }.frame(
            maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A view that arranges its children in a line that grows horizontally,
/// laid out whole for a snapshot, as an ``HStack`` that takes the height it is offered.
/// See [LazyHStack](https://developer.apple.com/documentation/swiftui/lazyhstack).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning behavior, and content.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }.frame(
            maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view; nothing is pinned at rest.
/// See [PinnedScrollableViews](https://developer.apple.com/documentation/swiftui/pinnedscrollableviews).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
