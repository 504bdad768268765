/// A scrollable view: it takes the space it is offered, proposes its content
/// nothing (the ideal length) along its scroll axes and its own width or
/// height across them, and shows the content from its top-leading corner,
/// clipped. A snapshot shows it scrolled to the top.
/// See [ScrollView](https://developer.apple.com/documentation/swiftui/scrollview).
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the content offset (not drawn at rest).
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can show indicators while scrolling.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let stack = context.updatingEnvironment { $0.stackAxis = axis }.resolve(content)
        let layout: Node =
            axis == .vertical
            ? LayoutNode(layout: VStackLayout(), children: stack) : LayoutNode(layout: HStackLayout(), children: stack)
        return [ScrollNode(content: stack.count == 1 ? stack[0] : layout, axes: axes)]
    }
}

/// A scroll view resolved: flexible, its content at its ideal length along the scroll axes.
@MainActor
final class ScrollNode: Node {
    let content: Node
    let axes: Axis.Set

    init(content: Node, axes: Axis.Set) {
        self.content = content
        self.axes = axes
    }

    /// What the content is proposed inside a scroll view of `proposal`.
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = content.size(for: inner(proposal))
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.clipsToBounds = true
        let contentProposal = inner(ProposedViewSize(size))
        let contentSize = content.size(for: contentProposal)
        let child = content.makeView(size: contentSize, proposal: contentProposal)
        // Content narrower than the scroll view across its axis is centred, as SwiftUI centres it.
        child.shift(
            by: CGPoint(
                x: axes.contains(.horizontal) ? 0 : (size.width - contentSize.width) / 2,
                y: axes.contains(.vertical) ? 0 : (size.height - contentSize.height) / 2))
        view.addSubview(child)
        return view
    }
}
