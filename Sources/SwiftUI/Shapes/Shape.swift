/// A 2D shape that you can use when drawing a view: filled with the
/// foreground style unless filled or stroked with another.
/// See [Shape](https://developer.apple.com/documentation/swiftui/shape).
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path

    /// Returns the size of the view that will render the shape, given a proposed size: the proposal, with 10 for an unspecified dimension, by default.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape is drawn filled with the foreground style.
    public var body: some View { _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(ForegroundStyle()), FillStyle())) }

    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(content), style))
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style))
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Traces the outline of this shape in the foreground style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> { stroke(ForegroundStyle(), style: style) }

    /// Traces the outline of this shape in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: lineWidth) }

    /// Trims this shape by a fractional amount based on its representation as a path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// Scales this shape without changing its bounding frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape {
        AnchoredShape(base: self, anchor: anchor) { CGAffineTransform(scaleX: x, y: y) }
    }

    /// Scales this shape without changing its bounding frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self.scale(x: scale, y: scale, anchor: anchor) }

    /// Rotates this shape around an anchor point at the angle you specify.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
        AnchoredShape(base: self, anchor: anchor) { CGAffineTransform(rotationAngle: angle.radians) }
    }

    /// Changes the relative position of this shape using the specified size.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape {
        TransformedShape(base: self, transform: CGAffineTransform(translationX: x, y: y))
    }

    /// Applies an affine transform to this shape.
    public func transform(_ transform: CGAffineTransform) -> some Shape { TransformedShape(base: self, transform: transform) }
}

/// A shape drawn: filled or stroked with a style.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    enum Drawing {
        case fill(AnyShapeStyle, FillStyle)
        case stroke(AnyShapeStyle, StrokeStyle)
    }
    let shape: Content
    let drawing: Drawing
    public var body: Never { primitiveBody() }

    /// Paints this drawn shape with `content`: a stroked outline (which
    /// `stroke()` makes a shape of on iOS 17) is stroked in it, a filled
    /// shape filled with it.
    ///
    /// - Parameters:
    ///   - content: The colour or gradient to paint with.
    ///   - style: The fill style, for a filled shape.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        switch drawing {
        case .fill: _ShapeView(shape: shape, drawing: .fill(AnyShapeStyle(content), style))
        case .stroke(_, let stroke): _ShapeView(shape: shape, drawing: .stroke(AnyShapeStyle(content), stroke))
        }
    }

    func nodes(in context: ResolveContext) -> [Node] {
        let shape = self.shape
        let environment = context.environment
        let drawn: ShapeNode.Drawing
        let shadows: [ResolvedShadow]
        switch drawing {
        case .fill(let style, let fill):
            drawn = .fill(style.paint(in: environment), evenOdd: fill.isEOFilled)
            shadows = style.shadows(in: environment)
        case .stroke(let style, let stroke):
            drawn = .stroke(style.paint(in: environment), stroke)
            // An inner shadow needs the stroke's outline, which the drawing layer does not give: a stroke keeps its drop shadows.
            shadows = style.shadows(in: environment).filter { $0.kind == .drop }
        }
        return [
            ShapeNode(
                path: { shape.path(in: CGRect(origin: .zero, size: $0)) }, paint: drawn, sizing: .shape { shape.sizeThatFits($0) },
                wholeRectangle: (shape as? WholeRectangleShape)?.wholeRectangle, shadows: shadows)
        ]
    }
}

/// A style for rasterizing vector shapes.
/// See [FillStyle](https://developer.apple.com/documentation/swiftui/fillstyle).
public struct FillStyle: Equatable, Sendable {
    /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape.
    public var isEOFilled: Bool
    /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The characteristics of a stroke that traces a path.
/// See [StrokeStyle](https://developer.apple.com/documentation/swiftui/strokestyle).
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

struct TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

/// A shape transformed about a point of its frame.
struct AnchoredShape<Base: Shape>: Shape, @unchecked Sendable {
    let base: Base
    let anchor: UnitPoint
    let transform: @Sendable () -> CGAffineTransform
    func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let about = CGAffineTransform(translationX: -x, y: -y).concatenating(transform()).concatenating(CGAffineTransform(translationX: x, y: y))
        return base.path(in: rect).applying(about)
    }
}

struct TransformedShape<Base: Shape>: Shape, @unchecked Sendable {
    let base: Base
    let transform: CGAffineTransform
    func path(in rect: CGRect) -> Path { base.path(in: rect).applying(transform) }
}

extension Path: Shape {
    /// A path is drawn as it is, whatever its frame.
    public func path(in rect: CGRect) -> Path { self }
}
