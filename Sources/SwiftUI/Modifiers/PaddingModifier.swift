/// The inset distances for the sides of a rectangle.
/// See [EdgeInsets](https://developer.apple.com/documentation/swiftui/edgeinsets).
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates edge insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates edge insets of zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of `length` on `edges`, and none on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

/// Padding: the content is proposed the proposal less the insets and placed inside them.
struct PaddingModifier: ViewModifier, NodeModifier {
    let insets: EdgeInsets
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node { PaddingNode(content: node, insets: insets) }
}

@MainActor
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(content: Node, insets: EdgeInsets) {
        self.insets = insets
        super.init(content: content)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        proposal.reduced(width: insets.horizontal, height: insets.vertical)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.size(for: inner(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func explicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? {
        let innerSize = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        return content.explicitAlignment(key, at: innerSize).map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
    }

    override var isSpacer: Bool { false }
    override var spacing: ViewSpacing { .standard }

    /// The content's drawing, moved inside the insets: padding needs no view of its own.
    /// Where the content is drawn in a padded view of `size`.
    private func contentFrame(in size: CGSize) -> CGRect {
        CGRect(x: insets.leading, y: insets.top, width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let frame = contentFrame(in: size)
        content.safeAreaOutsets = outsets(forChildIn: frame, of: size)
        let child = content.makeView(size: frame.size, proposal: inner(proposal))
        child.shift(by: frame.origin)
        return child
    }

    override func addViews(to parent: UIView, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let frame = contentFrame(in: size)
        content.safeAreaOutsets = outsets(forChildIn: frame, of: size)
        content.addViews(to: parent, at: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size, proposal: inner(proposal))
    }
}

extension View {
    /// Adds an equal padding amount to specific edges of this view: 16 points, the system's default on iOS, when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}
