/// A view type that supports immediate mode drawing: its renderer draws into
/// a ``GraphicsContext`` over a Core Graphics context of the UIKit face. A
/// canvas takes the space it is offered (10 points where none is).
/// See [Canvas](https://developer.apple.com/documentation/swiftui/canvas).
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let isOpaque: Bool

    /// Creates and configures a canvas.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        isOpaque = opaque
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let renderer = self.renderer
        let environment = context.environment
        return [CanvasNode { view in CanvasView(renderer: renderer, environment: environment) }]
    }
}

/// The set of possible working color spaces for color-compositing operations.
/// See [ColorRenderingMode](https://developer.apple.com/documentation/swiftui/colorrenderingmode).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

@MainActor
final class CanvasNode: Node {
    let make: @MainActor (CGSize) -> UIView
    init(make: @escaping @MainActor (CGSize) -> UIView) { self.make = make }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = make(size)
        view.frame = CGRect(origin: .zero, size: size)
        return view
    }
}

/// A view that runs a canvas's renderer when it draws.
final class CanvasView: UIView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
        self.renderer = renderer
        self.environment = environment
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        var context = GraphicsContext(cgContext: cgContext, environment: environment)
        renderer(&context, bounds.size)
    }
}

/// An immediate mode drawing destination, and its current state: a Core
/// Graphics context of the UIKit face, with the transform, opacity and clip
/// this value set (copies share the context and keep their own state, as
/// SwiftUI's do).
/// See [GraphicsContext](https://developer.apple.com/documentation/swiftui/graphicscontext).
public struct GraphicsContext {
    let cgContext: CGContext
    /// The environment values of the canvas.
    public let environment: EnvironmentValues
    /// The transform applied to drawing, after the canvas's own.
    public var transform: CGAffineTransform = .identity
    /// The opacity of drawing operations.
    public var opacity: Double = 1
    private var clips: [(Path, FillStyle)] = []

    init(cgContext: CGContext, environment: EnvironmentValues) {
        self.cgContext = cgContext
        self.environment = environment
    }

    /// A color or pattern that you can use for outline or fill operations.
    public struct Shading: Sendable {
        let paint: @Sendable (EnvironmentValues) -> Paint
        /// A shading from a color.
        public static func color(_ color: Color) -> Shading { Shading { color.paint(in: $0) } }
        /// A shading from a shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { Paint(style, in: $0) } }
        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions())
            -> Shading
        {
            Shading { environment in
                if case .gradient(var paint) = gradient.paint(.axial, from: .zero, to: .zero, in: environment) {
                    paint.absoluteStart = startPoint
                    paint.absoluteEnd = endPoint
                    return .gradient(paint)
                }
                return .color(.clear)
            }
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    /// Rotates subsequent drawing operations by an angle.
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
    /// Appends the given transform to the context's existing transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Adds a path to the context's array of clip shapes.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path.applying(transform), style))
    }

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option to invert the shape or layer alpha as the clip mask (not applied here).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws a new layer, created by drawing code that you provide, into the context: here, into the same context with this state.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Draws `path` filled with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        withState { context in
            let shape = path.applying(transform).cgPath
            switch shading.paint(environment) {
            case .color(let color):
                context.addPath(shape)
                context.setFillColor(color.cgColor)
                context.fillPath(using: style.isEOFilled ? .evenOdd : .winding)
            case .gradient(let gradient):
                context.addPath(shape)
                context.clip(using: style.isEOFilled ? .evenOdd : .winding)
                draw(gradient, in: context, over: shape.boundingBoxOfPath)
            }
        }
    }

    /// Draws `path` stroked with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        withState { context in
            context.addPath(path.applying(transform).cgPath)
            context.setStrokeColor((shading.paint(environment).color ?? .black).cgColor)
            context.setLineWidth(style.lineWidth * sqrt(abs(transform.a * transform.d - transform.b * transform.c)))
            context.setLineCap(style.lineCap)
            context.setLineJoin(style.lineJoin)
            if !style.dash.isEmpty { context.setLineDash(phase: style.dashPhase, lengths: style.dash) }
            context.strokePath()
        }
    }

    /// Draws `path` stroked with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws a text view with the given anchor (its centre by default) at `point`.
    @MainActor
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let string = TextNode.attributedString(text, environment: environment)
        let size = string.size()
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height).applying(transform)
        withState { _ in string.draw(at: origin) }
    }

    /// Draws a text view in a rectangle.
    @MainActor
    public func draw(_ text: Text, in rect: CGRect) {
        let string = TextNode.attributedString(text, environment: environment)
        withState { _ in string.draw(in: rect.applying(transform)) }
    }

    /// Draws an image in a rectangle.
    @MainActor
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let uiImage = image.uiImage(in: environment) else { return }
        guard let cgImage = uiImage.cgImage else { return }
        withState { $0.draw(cgImage, in: rect.applying(transform)) }
    }

    /// Runs `body` on the Core Graphics context with this context's opacity and clips, restoring it after.
    private func withState(_ body: (CGContext) -> Void) {
        cgContext.saveGState()
        defer { cgContext.restoreGState() }
        cgContext.setAlpha(opacity)
        for (path, style) in clips {
            cgContext.addPath(path.cgPath)
            cgContext.clip(using: style.isEOFilled ? .evenOdd : .winding)
        }
        body(cgContext)
    }

    /// Fills the current clip with `gradient` over `bounds` (its unit points, or the absolute points a canvas gave).
    private func draw(_ gradient: GradientPaint, in context: CGContext, over bounds: CGRect) {
        var locations = gradient.locations
        guard let cgGradient = CGGradient(colorsSpace: nil, colors: gradient.colors.map(\.cgColor), locations: &locations) else { return }
        let start =
            gradient.absoluteStart
            ?? CGPoint(x: bounds.minX + gradient.startPoint.x * bounds.width, y: bounds.minY + gradient.startPoint.y * bounds.height)
        let end =
            gradient.absoluteEnd ?? CGPoint(x: bounds.minX + gradient.endPoint.x * bounds.width, y: bounds.minY + gradient.endPoint.y * bounds.height)
        context.drawLinearGradient(
            cgGradient, start: start.applying(transform), end: end.applying(transform), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
}
