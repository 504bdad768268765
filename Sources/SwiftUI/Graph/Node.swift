/// A resolved view: what lays out and draws. Each node answers size
/// proposals (remembering its answers, since stacks ask several times),
/// gives its alignment guides, and makes the UIKit views that draw it.
@MainActor
class Node {
    /// The answers given so far, searched in order: a node is asked a few
    /// proposals (a stack's minimum, maximum and share), so a list beats hashing.
    private var sizes: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// The size this node takes for `proposal`.
    final func size(for proposal: ProposedViewSize) -> CGSize {
        // A loop, not a closure: in Swift 6 a closure formed on the main actor checks its executor each call.
        for known in sizes where known.proposal == proposal { return known.size }
        let size = sizeThatFits(proposal)
        sizes.append((proposal, size))
        return size
    }

    /// Computes the size for `proposal`; subclasses override.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The value this node sets for an alignment guide at `size`, if it sets one.
    func explicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? { nil }

    /// Whether this node or one inside it can set the guide `key`: when not,
    /// containers need not lay themselves out to look for it.
    func mightSetGuide(_ key: AlignmentKey) -> Bool { false }

    /// The node's size and guides at `size`.
    final func dimensions(at size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [self] key in explicitAlignment(key, at: size) }
    }

    /// The priority a stack gives the node when dividing its space.
    var layoutPriority: Double { 0 }

    /// Where the node is drawn among its container's children: higher in front, ties in order.
    var zIndex: Double { 0 }

    /// The spacing the node prefers to its neighbours.
    var spacing: ViewSpacing { .standard }

    /// Values a custom ``Layout`` reads with ``LayoutValueKey``.
    var layoutValues: [ObjectIdentifier: Any] { [:] }

    /// Whether the node is a spacer: a stack lets it take no minimum spacing.
    var isSpacer: Bool { false }

    /// The edges on which the node, at the root of a host, extends into the safe area.
    var ignoresSafeAreaEdges: Edge.Set { [] }

    /// How far the host's safe area insets lie beyond this node's frame, on
    /// the edges where the frame meets the safe area's boundary: set by the
    /// parent before it makes the node's view. A view that ignores the safe
    /// area there draws into them, as SwiftUI extends it to the screen's edge.
    var safeAreaOutsets = UIEdgeInsets.zero

    /// This node's outsets kept for a child drawn in `frame` of this node's
    /// `size`: only on the edges the child meets.
    final func outsets(forChildIn frame: CGRect, of size: CGSize) -> UIEdgeInsets {
        safeAreaOutsets.kept(forChildIn: frame, of: size)
    }

    /// A view that draws this node at `size`, laid out for `proposal`. Its
    /// frame's origin is its offset from the node's own origin: zero, unless
    /// the node draws its content inset (padding, a frame) without a view of its own.
    /// Parents place it with ``UIKit/UIView/shift(by:)``.
    func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView { UIView(frame: CGRect(origin: .zero, size: size)) }

    /// Adds what draws this node at `size` to `parent`, the node's origin at
    /// `origin` in it: the view ``makeView(size:proposal:)`` makes, or, for a
    /// node with nothing of its own to draw (a stack, and padding or a frame
    /// around one), its children's views directly, so that no container
    /// view is made for it.
    func addViews(to parent: UIView, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let view = makeView(size: size, proposal: proposal)
        view.shift(by: origin)
        parent.addSubview(view)
    }
}

extension UIView {
    /// Moves the view by `offset`: how a parent places a child's drawing, which may already be offset inside its box.
    func shift(by offset: CGPoint) {
        frame.origin = CGPoint(x: frame.origin.x + offset.x, y: frame.origin.y + offset.y)
    }
}

/// A node that wraps one other node and passes its layout traits through.
@MainActor
class WrapperNode: Node {
    let content: Node

    init(content: Node) { self.content = content }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content.size(for: proposal) }
    override func explicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? { content.explicitAlignment(key, at: size) }
    override func mightSetGuide(_ key: AlignmentKey) -> Bool { content.mightSetGuide(key) }
    override var layoutPriority: Double { content.layoutPriority }
    override var zIndex: Double { content.zIndex }
    override var spacing: ViewSpacing { content.spacing }
    override var layoutValues: [ObjectIdentifier: Any] { content.layoutValues }
    override var isSpacer: Bool { content.isSpacer }
    override var ignoresSafeAreaEdges: Edge.Set { content.ignoresSafeAreaEdges }
    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        content.safeAreaOutsets = safeAreaOutsets
        return content.makeView(size: size, proposal: proposal)
    }
}

extension UIEdgeInsets {
    /// These insets on the edges where `frame`, inside a box of `size`, meets the box's edges; zero on the others.
    func kept(forChildIn frame: CGRect, of size: CGSize) -> UIEdgeInsets {
        let tolerance: CGFloat = 0.5
        return UIEdgeInsets(
            top: frame.minY <= tolerance ? top : 0, left: frame.minX <= tolerance ? left : 0,
            bottom: frame.maxY >= size.height - tolerance ? bottom : 0, right: frame.maxX >= size.width - tolerance ? right : 0)
    }

    /// These insets on `edges` (leading as left, trailing as right); zero on the others.
    func kept(on edges: Edge.Set) -> UIEdgeInsets {
        UIEdgeInsets(
            top: edges.contains(.top) ? top : 0, left: edges.contains(.leading) ? left : 0,
            bottom: edges.contains(.bottom) ? bottom : 0, right: edges.contains(.trailing) ? right : 0)
    }
}
