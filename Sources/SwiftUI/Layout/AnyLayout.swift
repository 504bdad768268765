/// A type-erased instance of the layout protocol: lets a view switch between
/// layouts (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`)
/// while keeping one container, as SwiftUI's does.
/// See [AnyLayout](https://developer.apple.com/documentation/swiftui/anylayout).
public struct AnyLayout: Layout {
    fileprivate let box: any ErasedLayout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        box = (layout as? AnyLayout)?.box ?? LayoutBox(layout: layout)
    }

    /// The wrapped layout's cache.
    public struct Cache {
        fileprivate var value: Any
    }

    /// The wrapped layout, for what is read of a layout's type elsewhere (its properties, whether it is a stack).
    var wrapped: any Layout { box.layout }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews: subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache.value, subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews: subviews, cache: &cache.value) }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
        -> CGFloat?
    {
        box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

/// A layout whose cache is passed as `Any`.
@MainActor
private protocol ErasedLayout {
    var layout: any Layout { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
        -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
        -> CGFloat?
}

/// A layout of a known type behind ``ErasedLayout``.
@MainActor
private struct LayoutBox<L: Layout>: ErasedLayout {
    let base: L
    init(layout: L) { base = layout }

    var layout: any Layout { base }

    func makeCache(subviews: LayoutSubviews) -> Any { base.makeCache(subviews: subviews) }

    /// Runs `body` with the wrapped layout's cache out of `cache`, made afresh if `cache` holds another layout's, and stores it back.
    private func withCache<T>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var typed = (cache as? L.Cache) ?? base.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        withCache(&cache, subviews: subviews) { base.updateCache(&$0, subviews: subviews) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) { base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withCache(&cache, subviews: subviews) { base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { base.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
        -> CGFloat?
    {
        withCache(&cache, subviews: subviews) {
            base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
        -> CGFloat?
    {
        withCache(&cache, subviews: subviews) {
            base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}

extension Layout {
    /// The layout this one is: the wrapped one for an ``AnyLayout``.
    var unwrapped: any Layout { (self as? AnyLayout)?.wrapped ?? self }

    /// The properties of this layout: its type's, or the wrapped layout's type's for an ``AnyLayout``.
    var properties: LayoutProperties { type(of: unwrapped).layoutProperties }
}
