/// A visual element that can be used to separate other content: a hairline
/// (one pixel: 1/`displayScale` points) in the separator colour, across the
/// stack it is in (a horizontal line in a vertical stack or outside a stack,
/// a vertical line in a horizontal stack), taking the length it is offered.
/// See [Divider](https://developer.apple.com/documentation/swiftui/divider).
public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    /// See [init()](https://developer.apple.com/documentation/swiftui/divider/init()).
    public init() {}

    /// Primitive: a divider draws itself.
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let environment = context.environment
        let scale = environment.displayScale > 0 && environment.displayScale.isFinite ? environment.displayScale : 1
        let color = Color(uiColor: .separator).resolved(in: environment)
        return [DividerNode(isVertical: environment.stackAxis == .horizontal, thickness: 1 / scale, color: color)]
    }
}

/// A divider resolved: a line `thickness` thick, as long as proposed (0 when nothing is).
@MainActor
final class DividerNode: Node {
    let isVertical: Bool
    let thickness: CGFloat
    let color: UIColor

    init(isVertical: Bool, thickness: CGFloat, color: UIColor) {
        self.isVertical = isVertical
        self.thickness = thickness
        self.color = color
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { proposed.map { max(0, $0) } ?? 0 }
        return isVertical
            ? CGSize(width: thickness, height: length(proposal.height)) : CGSize(width: length(proposal.width), height: thickness)
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = color
        return view
    }
}
