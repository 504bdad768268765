/// A vector path: sub-paths of straight lines and quadratic and cubic Bézier
/// curves, as `CGPath`/`UIBezierPath`.
///
/// A path is a value; builder methods mutate it in place. Arcs, ellipses and
/// rounded rectangles are stored as cubic curves, computed with ``Trig`` so
/// the same call gives the same path on every platform.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A quadratic curve with one control point, ending at the second point.
        case quad(Point, Point)
        /// A cubic curve with two control points, ending at the third point.
        case cubic(Point, Point, Point)
        /// Closes the current sub-path with a line back to its start.
        case close
    }

    /// The path's elements in order.
    public private(set) var elements: [Element] = []
    private var subpathStart: Point?
    /// The point where the next element starts, or `nil` when there is none.
    public private(set) var currentPoint: Point?

    /// Creates an empty path.
    public init() {}

    /// Creates a path from elements.
    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends one element, keeping the current point up to date.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p):
            subpathStart = p
            currentPoint = p
        case .line(let p), .quad(_, let p), .cubic(_, _, let p):
            if currentPoint == nil { append(.move(p)) }
            currentPoint = p
        case .close:
            guard currentPoint != nil else { return }
            currentPoint = subpathStart
        }
        elements.append(element)
    }

    /// Appends every element of another path.
    public mutating func append(_ path: Path) {
        for element in path.elements { append(element) }
    }

    /// Starts a new sub-path at `p`.
    public mutating func move(to p: Point) { append(.move(p)) }

    /// Adds a straight line from the current point to `p`.
    public mutating func line(to p: Point) { append(.line(p)) }

    /// Adds a quadratic Bézier curve to `p` with control point `control`.
    public mutating func quadCurve(to p: Point, control: Point) { append(.quad(control, p)) }

    /// Adds a cubic Bézier curve to `p` with control points `control1` and `control2`.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        append(.cubic(control1, control2, p))
    }

    /// Closes the current sub-path.
    public mutating func closeSubpath() { append(.close) }

    /// Adds a circular arc, as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are in radians from the +x axis; `clockwise` is on screen
    /// (y down), where angles grow clockwise. A line joins the current point to
    /// the arc's start; without a current point the arc starts a sub-path.
    /// A sweep larger than a full turn is limited to one full turn.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool
    ) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        } else if sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn
        }
        sweep = Swift.max(-fullTurn, Swift.min(fullTurn, sweep))
        let start = Path.point(on: center, radius: radius, angle: startAngle)
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        guard sweep.isFinite, sweep != 0 else { return }
        let segments = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        // Control distance for a circular arc of `step` radians: 4/3 tan(step/4).
        let (s4, c4) = Trig.sinCos(step / 4)
        let k = 4.0 / 3.0 * s4 / c4
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let (s0, c0) = Trig.sinCos(angle)
            let (s1, c1) = Trig.sinCos(next)
            let p0 = Point(x: center.x + radius * c0, y: center.y + radius * s0)
            let p1 = Point(x: center.x + radius * c1, y: center.y + radius * s1)
            curve(
                to: p1,
                control1: Point(x: p0.x - k * radius * s0, y: p0.y + k * radius * c0),
                control2: Point(x: p1.x + k * radius * s1, y: p1.y - k * radius * c1))
            angle = next
        }
    }

    private static func point(on center: Point, radius: Double, angle: Double) -> Point {
        let (s, c) = Trig.sinCos(angle)
        return Point(x: center.x + radius * c, y: center.y + radius * s)
    }

    /// Adds a closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.maxY))
        line(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// The cubic control-point distance for a quarter circle of radius 1.
    public static let quarterCircleKappa = 0.5522847498307936

    /// Adds a closed ellipse inscribed in `rect`, clockwise on screen from its rightmost point.
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * Path.quarterCircleKappa, ky = ry * Path.quarterCircleKappa
        move(to: Point(x: cx + rx, y: cy))
        curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// Adds a closed rectangle with circular corners of `cornerRadius`
    /// (clamped to half the shorter side), clockwise on screen.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        addRoundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// A path holding one rectangle.
    public init(rect: Rect) { addRect(rect) }

    /// A path holding one ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) { addEllipse(in: rect) }

    /// A path holding one rounded rectangle.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// The path with every point transformed.
    public func applying(_ t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): out.append(.move(t.apply(to: p)))
            case .line(let p): out.append(.line(t.apply(to: p)))
            case .quad(let c, let p): out.append(.quad(t.apply(to: c), t.apply(to: p)))
            case .cubic(let c1, let c2, let p): out.append(.cubic(t.apply(to: c1), t.apply(to: c2), t.apply(to: p)))
            case .close: out.append(.close)
            }
        }
        return out
    }

    /// Whether every point of the path is finite.
    public var isFinite: Bool { elements.allSatisfy(\.isFinite) }

    /// The smallest rectangle containing every point and control point.
    public var controlPointBounds: Rect? {
        Rect.bounding(
            elements.lazy.flatMap { element -> [Point] in
                switch element {
                case .move(let p), .line(let p): return [p]
                case .quad(let c, let p): return [c, p]
                case .cubic(let c1, let c2, let p): return [c1, c2, p]
                case .close: return []
                }
            })
    }

    /// The smallest rectangle containing the path's outline (curve extremes
    /// included, control points excluded); `.zero` for an empty path.
    public var bounds: Rect {
        var points: [Point] = []
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case .quad(let c, let p):
                points.append(p)
                for t in Path.extremes(current.x, c.x, p.x) + Path.extremes(current.y, c.y, p.y) {
                    points.append(Bezier.quadPoint(current, c, p, t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                points.append(p)
                for t in Path.extremes(current.x, c1.x, c2.x, p.x) + Path.extremes(current.y, c1.y, c2.y, p.y) {
                    points.append(Bezier.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close:
                break
            }
        }
        return Rect.bounding(points) ?? .zero
    }

    /// Parameters in (0, 1) where a quadratic's coordinate has an extreme.
    private static func extremes(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return [] }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's coordinate has an extreme.
    private static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // Derivative / 3 = a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// Four corner radii of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    /// The radius of the top-left corner.
    public var topLeft: Double
    /// The radius of the top-right corner.
    public var topRight: Double
    /// The radius of the bottom-right corner.
    public var bottomRight: Double
    /// The radius of the bottom-left corner.
    public var bottomLeft: Double

    /// Creates radii for each corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }
}
