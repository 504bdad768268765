import HeadlessLayers

/// The outline of a 2D shape, a value over a Core Graphics path.
/// See [Path](https://developer.apple.com/documentation/swiftui/path).
public struct Path: Equatable, @unchecked Sendable {
    private var storage: CGMutablePath

    /// Creates an empty path.
    public init() { storage = CGMutablePath() }

    /// Creates a path from an immutable Core Graphics path.
    public init(_ path: CGPath) { storage = path.mutableCopy() ?? CGMutablePath() }

    /// Creates a path from a mutable Core Graphics path.
    public init(_ path: CGMutablePath) { self.init(path as CGPath) }

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Creates an empty path, then executes a closure to add its initial elements.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// An immutable path representing the elements in the path.
    public var cgPath: CGPath { storage.copy() ?? CGMutablePath() }

    /// A Boolean value indicating whether the path contains zero elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// A rectangle containing all path segments.
    public var boundingRect: CGRect { isEmpty ? .zero : storage.boundingBoxOfPath }

    /// The point the path last ended at, if any.
    public var currentPoint: CGPoint? { isEmpty ? nil : storage.currentPoint }

    private mutating func mutate(_ change: (CGMutablePath) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopy() ?? CGMutablePath() }
        change(storage)
    }

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) { mutate { $0.move(to: end) } }
    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) { mutate { $0.addLine(to: end) } }
    /// Adds a quadratic Bézier curve to the path, with the specified end point and control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { mutate { $0.addQuadCurve(to: end, control: control) } }
    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        mutate { $0.addCurve(to: end, control1: control1, control2: control2) }
    }
    /// Closes and completes the current subpath.
    public mutating func closeSubpath() { mutate { $0.closeSubpath() } }
    /// Adds a rectangular subpath to the path.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { mutate { $0.addRect(rect, transform: transform) } }
    /// Adds a set of rectangular subpaths to the path.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { mutate { $0.addRects(rects, transform: transform) } }
    /// Adds a sequence of connected straight-line segments to the path.
    public mutating func addLines(_ lines: [CGPoint]) { mutate { $0.addLines(between: lines) } }
    /// Adds an ellipse that fits inside the specified rectangle.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        mutate { $0.addEllipse(in: rect, transform: transform) }
    }
    /// Appends another path value to this path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { mutate { $0.addPath(path.cgPath, transform: transform) } }

    /// Adds a rounded rectangle to the path: with continuous corners, the shape UIKit draws for `cornerRadius`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        if style == .continuous && cornerSize.width == cornerSize.height {
            let rounded = UIBezierPath(roundedRect: rect, cornerRadius: cornerSize.width).cgPath
            mutate { $0.addPath(rounded, transform: transform) }
        } else {
            let width = min(cornerSize.width, rect.width / 2)
            let height = min(cornerSize.height, rect.height / 2)
            mutate { $0.addRoundedRect(in: rect, cornerWidth: width, cornerHeight: height, transform: transform) }
        }
    }

    /// Adds an arc of a circle to the path, specified with a radius and angles; `clockwise` as Core Graphics means it, in a flipped (y-down) space.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        mutate {
            $0.addArc(
                center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: clockwise, transform: transform
            )
        }
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0, transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        mutate { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform) }
    }

    /// Returns a path constructed by applying the transform to all points of the path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        path.addPath(self, transform: transform)
        return path
    }

    /// Returns a stroked copy of the path: its outline in `style` (dashed when
    /// the style has a dash), to fill with the winding rule.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let dashed = style.dash.isEmpty ? cgPath : cgPath.copy(dashingWithPhase: style.dashPhase, lengths: style.dash)
        return Path(dashed.copy(strokingWithWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit))
    }

    /// Returns a path constructed by translating all its points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// Returns true if the path contains a specified point.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { storage.contains(p, using: eoFill ? .evenOdd : .winding) }

    /// Returns a partial copy of the path, from `from` to `to` of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = max(0, min(1, from)), end = max(0, min(1, to))
        guard start < end else { return Path() }
        return Path(CGPath(PathTrimmer.trim(storage.path, from: Double(start), to: Double(end))))
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.storage == rhs.storage }
}

/// Defines the shape of a rounded rectangle's corners.
/// See [RoundedCornerStyle](https://developer.apple.com/documentation/swiftui/roundedcornerstyle).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A geometric angle whose value you access in either radians or degrees.
/// See [Angle](https://developer.apple.com/documentation/swiftui/angle).
public struct Angle: Hashable, Comparable, Sendable, AdditiveArithmetic {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates an angle of zero.
    public init() { radians = 0 }
    /// Creates an angle with the given value in radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle with the given value in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static let zero = Angle()
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
