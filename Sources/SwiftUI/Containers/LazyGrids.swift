/// A description of a row or a column in a lazy grid.
/// See [GridItem](https://developer.apple.com/documentation/swiftui/griditem).
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single item with the specified minimum and maximum size.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: Size
    /// The spacing to the next item; the default spacing (8 points) when nil.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment values.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks of a lazy grid across its growing axis, for an available length:
/// fixed items take their size, adaptive items as many tracks of their
/// minimum as fit in the space left, and flexible items share what remains,
/// clamped to their limits.
struct GridTracks {
    var lengths: [CGFloat] = []
    var gaps: [CGFloat] = []

    init(items: [GridItem], available: CGFloat) {
        var tracks: [(item: GridItem, length: CGFloat?)] = []
        for item in items {
            if case .adaptive(let minimum, let maximum) = item.size {
                let spacing = item.spacing ?? ViewSpacing.defaultSpacing
                let others = items.filter { if case .adaptive = $0.size { false } else { true } }
                let taken = others.reduce(0) { total, other in
                    if case .fixed(let length) = other.size { total + length + (other.spacing ?? ViewSpacing.defaultSpacing) } else { total }
                }
                let room = max(0, available - taken)
                let count = max(1, Int((room + spacing) / (max(minimum, 1) + spacing)))
                let length = min(maximum, (room - CGFloat(count - 1) * spacing) / CGFloat(count))
                tracks += Array(repeating: (item, length), count: count)
            } else if case .fixed(let length) = item.size {
                tracks.append((item, length))
            } else {
                tracks.append((item, nil))
            }
        }
        gaps = tracks.dropLast().map { $0.item.spacing ?? ViewSpacing.defaultSpacing }
        let fixed = tracks.compactMap(\.length).reduce(0, +) + gaps.reduce(0, +)
        let flexibleCount = tracks.filter { $0.length == nil }.count
        let share = flexibleCount > 0 ? max(0, available - fixed) / CGFloat(flexibleCount) : 0
        lengths = tracks.map { track in
            if let length = track.length { return length }
            guard case .flexible(let minimum, let maximum) = track.item.size else { return share }
            return min(max(share, minimum), maximum)
        }
    }
}

/// The layout of a lazy grid: tracks across `axis`'s other axis, lines along it.
struct LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let spacing: CGFloat?
    let alignment: Alignment

    private func frames(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (frames: [CGRect], size: CGSize) {
        let across =
            proposal[axis.other]
            ?? items.reduce(0) { total, item in
                if case .fixed(let length) = item.size { total + length } else { total + 100 }
            }
        let tracks = GridTracks(items: items, available: across)
        let lineGap = spacing ?? ViewSpacing.defaultSpacing
        var frames: [CGRect] = []
        var along: CGFloat = 0
        let count = max(1, tracks.lengths.count)
        for start in stride(from: 0, to: subviews.count, by: count) {
            let line = Array(subviews[start..<min(start + count, subviews.count)])
            let sizes = line.enumerated().map { index, subview in
                subview.sizeThatFits(ProposedViewSize(axis, along: nil, across: tracks.lengths[index]))
            }
            let lineLength = sizes.map { $0[axis] }.max() ?? 0
            var offset: CGFloat = 0
            for (index, size) in sizes.enumerated() {
                let track = tracks.lengths[index]
                var origin = CGPoint.zero
                origin[axis.other] = offset + (track - size[axis.other]) * (axis == .vertical ? alignment.horizontal.unit : alignment.vertical.unit)
                origin[axis] = along + (lineLength - size[axis]) * (axis == .vertical ? alignment.vertical.unit : alignment.horizontal.unit)
                frames.append(CGRect(origin: origin, size: size))
                offset += track + (index < tracks.gaps.count ? tracks.gaps[index] : 0)
            }
            along += lineLength + lineGap
        }
        let length = max(0, along - (subviews.isEmpty ? 0 : lineGap))
        return (frames, CGSize(axis, along: length, across: across))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { frames(proposal, subviews).size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let layout = frames(ProposedViewSize(bounds.size), subviews)
        for (subview, frame) in zip(subviews, layout.frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }
}

/// A container view that arranges its child views in a grid that grows
/// vertically, laid out whole for a snapshot.
/// See [LazyVGrid](https://developer.apple.com/documentation/swiftui/lazyvgrid).
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid that grows vertically.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(axis: .vertical, items: columns, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center))
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

/// A container view that arranges its child views in a grid that grows
/// horizontally, laid out whole for a snapshot.
/// See [LazyHGrid](https://developer.apple.com/documentation/swiftui/lazyhgrid).
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid that grows horizontally.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment))
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}
