/// A node that draws a path filled or stroked: shapes, colours and gradients
/// shown as views. Drawn by a `CAShapeLayer`, or a `CAGradientLayer` masked
/// by one for a gradient.
@MainActor
final class ShapeNode: Node {
    enum Drawing {
        case fill(Paint, evenOdd: Bool)
        case stroke(Paint, StrokeStyle)
    }
    enum Sizing {
        /// The proposal, with 10 for an unspecified dimension.
        case flexible
        /// What the shape answers.
        case shape(@MainActor (ProposedViewSize) -> CGSize)
    }
    let path: @MainActor (CGSize) -> Path
    let paint: Drawing
    let sizing: Sizing
    /// The corner radius (and whether its corners are continuous) when the path is a rectangle filling the whole frame, rounded or not.
    let wholeRectangle: (radius: CGFloat, continuous: Bool)?
    /// The shadows of the drawing's style, first applied first.
    let shadows: [ResolvedShadow]

    init(
        path: @escaping @MainActor (CGSize) -> Path, paint: Drawing, sizing: Sizing, wholeRectangle: (radius: CGFloat, continuous: Bool)? = nil,
        shadows: [ResolvedShadow] = []
    ) {
        self.path = path
        self.paint = paint
        self.sizing = sizing
        self.wholeRectangle = wholeRectangle
        self.shadows = shadows
    }

    /// A rectangle filled with `style`: a colour or gradient shown as a view.
    static func filling(_ style: some ShapeStyle, in context: ResolveContext) -> ShapeNode {
        ShapeNode(
            path: { Path(CGRect(origin: .zero, size: $0)) }, paint: .fill(Paint(style, in: context.environment), evenOdd: false), sizing: .flexible,
            wholeRectangle: (0, false))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch sizing {
        case .flexible: proposal.replacingUnspecifiedDimensions()
        case .shape(let answer): answer(proposal)
        }
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        // A colour filling a (rounded) rectangle is the view's own background: the engine fills it without a path.
        if case .fill(.color(let color), _) = paint, shadows.isEmpty, let rectangle = wholeRectangle,
            rectangle.radius <= min(size.width, size.height) / 2
        {
            view.backgroundColor = color
            view.layer.cornerRadius = rectangle.radius
            view.layer.cornerCurve = rectangle.continuous ? .continuous : .circular
            return view
        }
        let outline = path(size).cgPath
        var layer = Self.layer(drawing: outline, with: paint, in: view.bounds)
        for shadow in shadows { layer = shadow.applied(to: layer, outline: outline, in: view.bounds) }
        view.layer.addSublayer(layer)
        return view
    }

    /// A layer that draws `path` as `drawing` says, over `bounds`.
    static func layer(drawing path: CGPath, with drawing: Drawing, in bounds: CGRect) -> CALayer {
        let shape = CAShapeLayer()
        shape.frame = bounds
        shape.path = path
        let paint: Paint
        switch drawing {
        case .fill(let fill, let evenOdd):
            paint = fill
            shape.fillRule = evenOdd ? .evenOdd : .nonZero
            shape.fillColor = fill.color?.cgColor ?? UIColor.black.cgColor
            shape.strokeColor = nil
        case .stroke(let stroke, let style):
            paint = stroke
            shape.fillColor = nil
            shape.strokeColor = stroke.color?.cgColor ?? UIColor.black.cgColor
            shape.lineWidth = style.lineWidth
            shape.lineCap = style.lineCap.shapeLayerCap
            shape.lineJoin = style.lineJoin.shapeLayerJoin
            shape.miterLimit = style.miterLimit
            shape.lineDashPattern = style.dash.isEmpty ? nil : style.dash.map { NSNumber(value: Double($0)) }
            shape.lineDashPhase = style.dashPhase
        }
        guard case .gradient(let gradient) = paint else { return shape }
        let layer = CAGradientLayer()
        layer.frame = bounds
        layer.colors = gradient.colors.map(\.cgColor)
        layer.locations = gradient.locations.map { NSNumber(value: Double($0)) }
        layer.startPoint = CGPoint(x: gradient.startPoint.x, y: gradient.startPoint.y)
        layer.endPoint = CGPoint(x: gradient.endPoint.x, y: gradient.endPoint.y)
        switch gradient.kind {
        case .axial: layer.type = .axial
        case .conic: layer.type = .conic
        case .radial(let startRadius, let endRadius):
            layer.type = .radial
            let scale = endRadius > 0 ? CGSize(width: endRadius / max(bounds.width, 1), height: endRadius / max(bounds.height, 1)) : .zero
            layer.endPoint = CGPoint(x: gradient.startPoint.x + scale.width, y: gradient.startPoint.y + scale.height)
            if endRadius > 0, startRadius > 0 {
                let inner = startRadius / endRadius
                layer.locations = gradient.locations.map { NSNumber(value: Double(inner + $0 * (1 - inner))) }
            }
        }
        layer.mask = shape
        return layer
    }
}

extension CGLineCap {
    var shapeLayerCap: CAShapeLayerLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}

extension CGLineJoin {
    var shapeLayerJoin: CAShapeLayerLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
