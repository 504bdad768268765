/// The shared work of ``HStackLayout`` and ``VStackLayout``: lengths from
/// ``StackAllocation``, and positions across the stack from the alignment guide.
@MainActor
struct StackGeometry {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let subviews: LayoutSubviews

    struct Frame {
        var origin: CGPoint
        var size: CGSize
        var proposal: ProposedViewSize
    }

    /// The subviews' frames for `proposal`, with the origin at the stack's top-leading corner, and the stack's size.
    func frames(for proposal: ProposedViewSize) -> (frames: [Frame], size: CGSize) {
        let allocation = StackAllocation(axis: axis, subviews: subviews, spacing: spacing)
        let proposals = allocation.proposals(for: proposal)
        // A loop, not closures: see StackAllocation.
        var sizes: [CGSize] = [], guides: [CGFloat] = []
        for (subview, proposal) in zip(subviews, proposals) {
            let dimensions = subview.dimensions(in: proposal)
            sizes.append(CGSize(width: dimensions.width, height: dimensions.height))
            guides.append(dimensions[alignment])
        }
        return Self.frames(sizes: sizes, guides: guides, proposals: proposals, gaps: allocation.gaps, axis: axis)
    }

    /// Subviews of `sizes` placed one after another along `axis` with `gaps`
    /// between them, their guides lined up across it, and the size they take.
    private nonisolated static func frames(
        sizes: [CGSize], guides: [CGFloat], proposals: [ProposedViewSize], gaps: [CGFloat], axis: Axis
    ) -> (frames: [Frame], size: CGSize) {
        let leadingEdge = guides.max() ?? 0
        var frames: [Frame] = []
        var along: CGFloat = 0
        for index in sizes.indices {
            if index > 0 { along += gaps[index - 1] }
            var origin = CGPoint.zero
            origin[axis] = along
            // Subviews infinitely long across (flexible ones probed with an infinite proposal) cannot be lined up by
            // their guides (infinity less infinity): they start at the stack's edge, so the stack is infinite too.
            let offset = leadingEdge - guides[index]
            origin[axis.other] = offset.isNaN ? 0 : offset
            frames.append(Frame(origin: origin, size: sizes[index], proposal: proposals[index]))
            along += sizes[index][axis]
        }
        let top = frames.map { $0.origin[axis.other] }.min() ?? 0
        for index in frames.indices { frames[index].origin[axis.other] -= top }
        let across = frames.map { $0.origin[axis.other] + $0.size[axis.other] }.max() ?? 0
        return (frames, CGSize(axis, along: along, across: across))
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize) {
        for (subview, frame) in zip(subviews, frames(for: proposal).frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.origin.x, y: bounds.minY + frame.origin.y), proposal: frame.proposal)
        }
    }

    /// Where a guide set by a subview lies in the stack: the first subview's that sets it, or the last's for a last baseline.
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        let frames = frames(for: proposal).frames
        let candidates = zip(subviews, frames).compactMap { subview, frame -> CGFloat? in
            subview.dimensions(in: frame.proposal)[explicit: key].map { frame.origin[key.axis] + $0 }
        }
        let origin = key.axis == .horizontal ? bounds.minX : bounds.minY
        let position = key == VerticalAlignment.lastTextBaseline.key ? candidates.last : candidates.first
        return position.map { origin + $0 }
    }
}

extension ViewDimensions {
    subscript(explicit key: AlignmentKey) -> CGFloat? { explicit(key) }
}

/// A horizontal container that you can use in conditional layouts: ``HStack``'s layout.
/// See [HStackLayout](https://developer.apple.com/documentation/swiftui/hstacklayout).
public struct HStackLayout: Layout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or nil for the default spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private func geometry(_ subviews: Subviews) -> StackGeometry {
        StackGeometry(axis: .horizontal, alignment: alignment.key, spacing: spacing, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        geometry(subviews).frames(for: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        geometry(subviews).place(in: bounds, proposal: proposal)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
        -> CGFloat?
    {
        geometry(subviews).explicitAlignment(guide.key, in: bounds, proposal: proposal)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
        -> CGFloat?
    {
        geometry(subviews).explicitAlignment(guide.key, in: bounds, proposal: proposal)
    }
}

/// A vertical container that you can use in conditional layouts: ``VStack``'s layout.
/// See [VStackLayout](https://developer.apple.com/documentation/swiftui/vstacklayout).
public struct VStackLayout: Layout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or nil for the default spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private func geometry(_ subviews: Subviews) -> StackGeometry {
        StackGeometry(axis: .vertical, alignment: alignment.key, spacing: spacing, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        geometry(subviews).frames(for: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        geometry(subviews).place(in: bounds, proposal: proposal)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
        -> CGFloat?
    {
        geometry(subviews).explicitAlignment(guide.key, in: bounds, proposal: proposal)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
        -> CGFloat?
    {
        geometry(subviews).explicitAlignment(guide.key, in: bounds, proposal: proposal)
    }
}

/// An overlaying container that you can use in conditional layouts: ``ZStack``'s layout.
/// Each subview is offered the whole proposal and aligned to the others by `alignment`.
/// See [ZStackLayout](https://developer.apple.com/documentation/swiftui/zstacklayout).
public struct ZStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    nonisolated public init(alignment: Alignment = .center) { self.alignment = alignment }

    private func frames(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (frames: [CGRect], size: CGSize) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        // A subview as large as an infinite proposal has its guides at infinity: it starts at the stack's edge, not at NaN.
        let xs = dimensions.map { -$0[alignment.horizontal] }.map { $0.isFinite ? $0 : 0 }
        let ys = dimensions.map { -$0[alignment.vertical] }.map { $0.isFinite ? $0 : 0 }
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        let frames = dimensions.indices.map { CGRect(x: xs[$0] - minX, y: ys[$0] - minY, width: dimensions[$0].width, height: dimensions[$0].height) }
        let size = CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
        return (frames, size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        frames(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let layout = frames(proposal, subviews)
        let offset = CGPoint(
            x: (bounds.width - layout.size.width) * alignment.horizontal.unit, y: (bounds.height - layout.size.height) * alignment.vertical.unit)
        for (subview, frame) in zip(subviews, layout.frames) {
            subview.place(at: CGPoint(x: bounds.minX + offset.x + frame.minX, y: bounds.minY + offset.y + frame.minY), proposal: proposal)
        }
    }
}

extension HorizontalAlignment {
    /// Where the guide sits across a view, as a fraction of its width (custom guides: the centre).
    var unit: CGFloat { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }
}

extension VerticalAlignment {
    /// Where the guide sits down a view, as a fraction of its height (baselines: the bottom).
    var unit: CGFloat {
        switch self {
        case .top: 0
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        default: 0.5
        }
    }
}
