/// A container node: its children laid out by a ``Layout``.
@MainActor
final class LayoutNode<L: Layout>: Node {
    let layout: L
    let children: [Node]
    private let placements: PlacementRecorder
    private lazy var subviews = LayoutSubviews(
        elements: children.indices.map { LayoutSubview(node: children[$0], index: $0, placements: placements) }, layoutDirection: .leftToRight)
    private lazy var cache: L.Cache = layout.makeCache(subviews: subviews)

    /// The axis of the stack the layout is, if it is one.
    private let stackOrientation: Axis?
    /// Whether the layout is a `ZStack`'s, which sets no guide of its own.
    private let isZStack: Bool

    init(layout: L, children: [Node]) {
        self.layout = layout
        self.children = children
        placements = PlacementRecorder(count: children.count)
        stackOrientation = layout.properties.stackOrientation
        isZStack = layout.unwrapped is ZStackLayout
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override var spacing: ViewSpacing { layout.spacing(subviews: subviews, cache: &cache) }

    /// A stack of nothing but spacers is served as a spacer by its own stack.
    override var isSpacer: Bool { stackOrientation != nil && !children.isEmpty && children.allSatisfy(\.isSpacer) }

    private var guideSetters: [AlignmentKey: Bool] = [:]
    private var guides: [GuideQuery: CGFloat?] = [:]

    /// A custom layout may set any guide; a stack only those its children set.
    override func mightSetGuide(_ key: AlignmentKey) -> Bool {
        if let known = guideSetters[key] { return known }
        var might = stackOrientation == nil && !isZStack
        for child in children where !might { might = child.mightSetGuide(key) }
        guideSetters[key] = might
        return might
    }

    override func explicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? {
        guard mightSetGuide(key) else { return nil }
        let query = GuideQuery(key: key, width: size.width, height: size.height)
        if let known = guides[query] { return known }
        let value = computeExplicitAlignment(key, at: size)
        guides[query] = value
        return value
    }

    private func computeExplicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        return key.axis == .horizontal
            ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        addViews(to: view, at: .zero, size: size, proposal: proposal)
        return view
    }

    /// A container draws nothing of its own: its children's views go straight into `parent`.
    override func addViews(to parent: UIView, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        placements.reset()
        layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
        for index in drawingOrder {
            let child = children[index]
            let placed = placements.placements[index] ?? centred(child, in: size)
            guard !child.isSpacer else { continue }
            child.safeAreaOutsets = outsets(forChildIn: CGRect(origin: placed.origin, size: placed.size), of: size)
            let childOrigin = CGPoint(x: origin.x + placed.origin.x, y: origin.y + placed.origin.y)
            child.addViews(to: parent, at: childOrigin, size: placed.size, proposal: placed.proposal)
        }
    }

    /// The children's indices back to front: by ``Node/zIndex``, ties in order.
    private var drawingOrder: [Int] {
        var indices = Array(children.indices)
        var reordered = false
        for child in children where child.zIndex != 0 { reordered = true }
        guard reordered else { return indices }
        let zIndices = children.map(\.zIndex)
        indices.sort { (zIndices[$0], $0) < (zIndices[$1], $1) }
        return indices
    }

    /// Where a subview the layout did not place goes: its ideal size at the centre.
    private func centred(_ child: Node, in size: CGSize) -> PlacementRecorder.Placement {
        let childSize = child.size(for: .unspecified)
        let origin = CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
        return PlacementRecorder.Placement(origin: origin, size: childSize, proposal: .unspecified)
    }
}

/// A guide asked of a container at a size.
struct GuideQuery: Hashable {
    let key: AlignmentKey
    let width: CGFloat
    let height: CGFloat
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
