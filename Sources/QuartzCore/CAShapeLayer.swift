internal import HeadlessGeometry
package import HeadlessLayers
internal import HeadlessRaster

/// A layer that draws a path: filled, stroked, dashed and trimmed
/// (`strokeStart`/`strokeEnd`), as progress rings and charts use it.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/cashapelayer)
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The engine shape layer.
    private var shape: ShapeLayer { unsafeDowncast(backing, to: ShapeLayer.self) }

    override class func makeBacking() -> Layer { ShapeLayer() }
    override package class var backingClass: Layer.Type { ShapeLayer.self }

    /// The path drawn, in the layer's coordinates; none by default.
    open var path: CGPath? {
        get { shape.path.map(CGPath.init) }
        set { shape.path = newValue?.path }
    }

    /// The fill colour; opaque black by default, nil for no fill.
    open var fillColor: CGColor? {
        get { shape.fillColor.map(CGColor.init) }
        set { shape.fillColor = newValue?.sRGB }
    }

    /// How the inside is decided: non-zero winding by default.
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { shape.fillRule = newValue == .evenOdd ? .evenOdd : .nonZero }
    }

    /// The stroke colour; none by default.
    open var strokeColor: CGColor? {
        get { shape.strokeColor.map(CGColor.init) }
        set { shape.strokeColor = newValue?.sRGB }
    }

    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { shape.lineWidth = Double(newValue) }
    }

    /// How open ends are drawn; butt by default.
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(shape.lineCap) }
        set { shape.lineCap = newValue.engine }
    }

    /// How corners are drawn; mitre by default.
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(shape.lineJoin) }
        set { shape.lineJoin = newValue.engine }
    }

    /// How far a mitre may reach, in line widths; 10 by default.
    open var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { shape.miterLimit = Double(newValue) }
    }

    /// The dash lengths, alternately drawn and skipped; nil for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern.isEmpty ? nil : shape.lineDashPattern.map { NSNumber(value: $0) } }
        set { shape.lineDashPattern = newValue?.map(\.doubleValue) ?? [] }
    }

    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { shape.lineDashPhase = Double(newValue) }
    }

    /// Where along the path, 0 to 1, the stroke starts; 0 by default.
    open var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { shape.strokeStart = Double(newValue) }
    }

    /// Where along the path, 0 to 1, the stroke ends; 1 by default.
    open var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { shape.strokeEnd = Double(newValue) }
    }
}

/// How a shape layer decides its inside.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the rule.
    public let rawValue: String
    /// A rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer draws open ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the cap.
    public let rawValue: String
    /// A cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square, at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The engine's cap.
    var engine: LineCap { self == .round ? .round : self == .square ? .square : .butt }

    /// The engine's cap as Core Animation's.
    init(_ cap: LineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

/// How a shape layer draws corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the join.
    public let rawValue: String
    /// A join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, up to the mitre limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The engine's join.
    var engine: LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }

    /// The engine's join as Core Animation's.
    init(_ join: LineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        }
    }
}
