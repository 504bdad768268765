/// A fixed frame, as [frame(width:height:alignment:)](https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:))
/// documents it: the content is proposed the given dimensions (the frame's
/// own proposal where one is nil), the frame takes the given dimensions (the
/// content's where nil), and the content is aligned inside.
struct FixedFrameModifier: ViewModifier, NodeModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node {
        FrameNode(content: node, alignment: alignment) { proposal, content in
            let inner = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let size = content.size(for: inner)
            return (inner, CGSize(width: width ?? size.width, height: height ?? size.height))
        }
    }
}

/// A flexible frame, as [frame(minWidth:idealWidth:maxWidth:…)](https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:))
/// documents it. In each dimension the content is proposed the frame's
/// proposal clamped between the minimum and maximum (the ideal, when nothing
/// is proposed and one is given); the frame then takes the content's length,
/// raised to the minimum and, where a maximum is given, grown towards the
/// proposal up to that maximum.
struct FlexibleFrameModifier: ViewModifier, NodeModifier {
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// What the content is proposed, for `proposed`.
        func inner(_ proposed: CGFloat?) -> CGFloat? {
            guard var length = proposed ?? ideal else { return nil }
            if let min { length = Swift.max(min, length) }
            if let max { length = Swift.min(max, length) }
            return length
        }

        /// The frame's length for `proposed`, given the content's.
        func outer(_ proposed: CGFloat?, content: CGFloat) -> CGFloat {
            if proposed == nil, let ideal { return clamp(ideal) }
            var length = content
            if let min { length = Swift.max(min, Swift.min(length, proposed ?? length)) }
            if let max { length = Swift.min(max, Swift.max(length, proposed ?? length)) }
            return length
        }

        private func clamp(_ length: CGFloat) -> CGFloat {
            var length = length
            if let min { length = Swift.max(min, length) }
            if let max { length = Swift.min(max, length) }
            return length
        }
    }
    let width: Limits
    let height: Limits
    let alignment: Alignment
    func body(content: Content) -> Never { fatalError("primitive") }

    func modify(_ node: Node, in environment: EnvironmentValues) -> Node {
        FrameNode(content: node, alignment: alignment) { proposal, content in
            let inner = ProposedViewSize(width: width.inner(proposal.width), height: height.inner(proposal.height))
            let size = content.size(for: inner)
            return (
                inner, CGSize(width: width.outer(proposal.width, content: size.width), height: height.outer(proposal.height, content: size.height))
            )
        }
    }
}

/// A frame around one node: what the content is proposed and how large the frame is, for each proposal; the content aligned inside.
@MainActor
final class FrameNode: WrapperNode {
    typealias Sizing = @MainActor (ProposedViewSize, Node) -> (inner: ProposedViewSize, size: CGSize)
    let alignment: Alignment
    let sizing: Sizing

    init(content: Node, alignment: Alignment, sizing: @escaping Sizing) {
        self.alignment = alignment
        self.sizing = sizing
        super.init(content: content)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal, content).size }

    override var isSpacer: Bool { false }

    /// Where the content sits in a frame of `size`: its guides on the frame's.
    private func contentFrame(in size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let inner = sizing(proposal, content).inner
        let contentSize = content.size(for: inner)
        let dimensions = content.dimensions(at: contentSize)
        let frame = ViewDimensions(size: size)
        let origin = CGPoint(
            x: frame[alignment.horizontal.key] - dimensions[alignment.horizontal.key],
            y: frame[alignment.vertical.key] - dimensions[alignment.vertical.key])
        return (origin, contentSize, inner)
    }

    override func explicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? {
        let placed = contentFrame(in: size, proposal: ProposedViewSize(size))
        return content.explicitAlignment(key, at: placed.size).map { $0 + placed.origin[key.axis] }
    }

    /// The content's drawing, moved to its place in the frame: a frame needs no view of its own.
    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let placed = contentFrame(in: size, proposal: proposal)
        content.safeAreaOutsets = outsets(forChildIn: CGRect(origin: placed.origin, size: placed.size), of: size)
        let child = content.makeView(size: placed.size, proposal: placed.proposal)
        child.shift(by: placed.origin)
        return child
    }

    override func addViews(to parent: UIView, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let placed = contentFrame(in: size, proposal: proposal)
        content.safeAreaOutsets = outsets(forChildIn: CGRect(origin: placed.origin, size: placed.size), of: size)
        let contentOrigin = CGPoint(x: origin.x + placed.origin.x, y: origin.y + placed.origin.y)
        content.addViews(to: parent, at: contentOrigin, size: placed.size, proposal: placed.proposal)
    }
}

/// Fixes the content at its ideal size in the chosen dimensions: it is proposed nil there.
struct FixedSizeModifier: ViewModifier, NodeModifier {
    let horizontal: Bool
    let vertical: Bool
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node {
        FrameNode(content: node, alignment: .center) { proposal, content in
            let inner = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return (inner, content.size(for: inner))
        }
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameModifier(
                width: .init(min: minWidth, ideal: idealWidth, max: maxWidth), height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical)) }
}
