/// A view that adapts to the available space by providing the first child
/// view that fits: each child is asked for its ideal size on the constrained
/// axes, and the first whose ideal size fits the proposal is shown; the last
/// when none fits.
/// See [ViewThatFits](https://developer.apple.com/documentation/swiftui/viewthatfits).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given axes from one of several alternatives provided by a view builder.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] { [FittingNode(candidates: context.resolve(content), axes: axes)] }
}

/// The first candidate whose ideal size fits each proposal.
@MainActor
final class FittingNode: Node {
    let candidates: [Node]
    let axes: Axis.Set

    init(candidates: [Node], axes: Axis.Set) {
        self.candidates = candidates
        self.axes = axes
    }

    /// The candidate shown for `proposal`.
    private func chosen(for proposal: ProposedViewSize) -> Node? {
        candidates.first { candidate in
            let ideal = candidate.size(
                for: ProposedViewSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            return fitsWidth && fitsHeight
        } ?? candidates.last
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { chosen(for: proposal)?.size(for: proposal) ?? .zero }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        chosen(for: proposal)?.makeView(size: size, proposal: proposal) ?? UIView(frame: CGRect(origin: .zero, size: size))
    }
}
