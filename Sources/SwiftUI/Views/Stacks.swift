/// A view that arranges its subviews in a horizontal line, laid out by ``HStackLayout``.
/// See [HStack](https://developer.apple.com/documentation/swiftui/hstack).
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

/// A view that arranges its subviews in a vertical line, laid out by ``VStackLayout``.
/// See [VStack](https://developer.apple.com/documentation/swiftui/vstack).
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

/// A view that overlays its subviews, aligning them in both axes, laid out by ``ZStackLayout``.
/// See [ZStack](https://developer.apple.com/documentation/swiftui/zstack).
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: some View { LayoutContainer(layout: layout, content: content) }
}

/// A node that shows several nodes on top of one another, centred: where a
/// modifier is applied to content that resolves to more than one view.
@MainActor
final class ZStackNode: Node {
    private let stack: LayoutNode<ZStackLayout>

    init(children: [Node], alignment: Alignment) { stack = LayoutNode(layout: ZStackLayout(alignment: alignment), children: children) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { stack.size(for: proposal) }
    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView { stack.makeView(size: size, proposal: proposal) }
}

/// A flexible space that expands along the major axis of its containing stack
/// layout, or on both axes if not contained in a stack.
/// See [Spacer](https://developer.apple.com/documentation/swiftui/spacer).
public struct Spacer: View, PrimitiveView {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion; the default spacing (8 points) when nil.
    public var minLength: CGFloat?

    /// Creates a spacer.
    nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        [SpacerNode(axis: context.environment.stackAxis, minLength: minLength ?? ViewSpacing.defaultSpacing)]
    }
}

/// A spacer: flexible along its stack's axis (both when in none), and nothing across it.
@MainActor
final class SpacerNode: Node {
    let axis: Axis?
    let minLength: CGFloat

    init(axis: Axis?, minLength: CGFloat) {
        self.axis = axis
        self.minLength = minLength
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    override var spacing: ViewSpacing { .zero }
    override var isSpacer: Bool { true }
}
