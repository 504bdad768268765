import HeadlessGeometry
import HeadlessRaster

/// A layer drawing a vector path, filled and stroked, as `CAShapeLayer`.
open class ShapeLayer: Layer {
    /// The path, in the layer's coordinate space; nothing is drawn without one.
    public var path: Path? {
        willSet { Layer.willChange?(self, "path") }
    }
    /// The fill colour; opaque black by default, `nil` for no fill.
    public var fillColor: Color? = .black {
        willSet { Layer.willChange?(self, "fillColor") }
    }
    /// How the inside of the path is decided; non-zero by default.
    public var fillRule: FillRule = .nonZero
    /// The stroke colour; `nil` (no stroke) by default.
    public var strokeColor: Color? {
        willSet { Layer.willChange?(self, "strokeColor") }
    }
    /// The stroke width in points; 1 by default.
    public var lineWidth: Double = 1 {
        willSet { Layer.willChange?(self, "lineWidth") }
    }
    /// The shape at the ends of open sub-paths; butt by default.
    public var lineCap: LineCap = .butt
    /// The shape at corners; miter by default.
    public var lineJoin: LineJoin = .miter
    /// The longest miter, in multiples of the line width, before it is bevelled; 10 by default.
    public var miterLimit: Double = 10
    /// Lengths of alternating dashes and gaps; empty (solid) by default.
    public var lineDashPattern: [Double] = []
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double = 0 {
        willSet { Layer.willChange?(self, "lineDashPhase") }
    }
    /// The fraction of the path's length where the stroke starts, `0...1`.
    public var strokeStart: Double = 0 {
        willSet { Layer.willChange?(self, "strokeStart") }
    }
    /// The fraction of the path's length where the stroke ends, `0...1`.
    public var strokeEnd: Double = 1 {
        willSet { Layer.willChange?(self, "strokeEnd") }
    }

    /// Creates a shape layer without a path.
    public required init() { super.init() }

    /// Fills then strokes the path, over the background and contents;
    /// sub-paths with a NaN or infinite point are left out (and out of the
    /// length ``strokeStart`` and ``strokeEnd`` measure).
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard let path = path?.finiteSubpaths, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 { canvas.fill(path, color: fillColor, rule: fillRule) }
        drawStroke(of: path, in: canvas)
    }

    /// The path casts the shadow when there is no background and no shadow path.
    open override var shadowShape: Path? { super.shadowShape ?? path }

    /// The path casts its shadow filled as the layer fills it: an even-odd path's holes cast none.
    override var shadowShapeRule: FillRule { super.shadowShape == nil ? fillRule : .nonZero }

    override var opaqueShape: Path? {
        guard type(of: self) == ShapeLayer.self, backgroundColor == nil, strokeColor == nil,
            fillRule == .nonZero, fillColor?.alpha == 1
        else { return nil }
        return path
    }
}
