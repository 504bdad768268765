/// A type that defines the geometry of a collection of views.
///
/// A container asks its layout for its size with ``sizeThatFits(proposal:subviews:cache:)``
/// and then has it place its subviews with ``placeSubviews(in:proposal:subviews:cache:)``,
/// as [Apple's documentation of Layout](https://developer.apple.com/documentation/swiftui/layout)
/// describes; the stacks of this module are layouts too.
@MainActor @preconcurrency
public protocol Layout {
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void
    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
        -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
        -> CGFloat?

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// The default properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The union of the subviews' spacing preferences on the outer edges.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    /// No explicit horizontal guide by default.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide by default.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
        -> CGFloat?
    { nil }

    /// Makes the cache again by default.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// Combines the specified views into a single composite view using the layout algorithms of the custom layout container.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    /// An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
/// See [LayoutProperties](https://developer.apple.com/documentation/swiftui/layoutproperties).
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?

    /// Creates a default set of properties.
    public init() {}
}

/// The views a layout arranges, laid out by `layout`.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let inner = context.updatingEnvironment { $0.stackAxis = layout.properties.stackOrientation }
        return [LayoutNode(layout: layout, children: inner.resolve(content))]
    }
}

/// A key for accessing a layout value of a layout container's subviews.
/// See [LayoutValueKey](https://developer.apple.com/documentation/swiftui/layoutvaluekey).
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value of the key.
    static var defaultValue: Self.Value { get }
}
