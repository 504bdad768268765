package import HeadlessGeometry
internal import HeadlessRaster

/// An immutable path, as Core Graphics' `CGPath`: lines, curves, rectangles,
/// ellipses and arcs in sub-paths, measured and tested as Core Graphics
/// measures them. Build one with ``CGMutablePath``.
///
/// As Core Foundation's immutable objects, a `CGPath` may be shared between
/// threads; a ``CGMutablePath`` must not be changed while it is shared.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The path in this package's geometry.
    package internal(set) var path: HeadlessGeometry.Path

    package init(_ path: HeadlessGeometry.Path) {
        self.path = path
    }

    /// A closed rectangle, transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(HeadlessGeometry.Path(rect: Rect(rect)).applying(transform?.pointee))
    }

    /// An ellipse inscribed in `rect`, transformed by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(HeadlessGeometry.Path(ellipseIn: Rect(rect)).applying(transform?.pointee))
    }

    /// A rectangle with elliptical corners of `cornerWidth` x `cornerHeight`
    /// (clamped to half the rectangle's sides), transformed by `transform` when given.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(path.path)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The end point of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// The smallest rectangle holding every point, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { path.controlPointBounds.map(CGRect.init) ?? .null }

    /// The smallest rectangle holding the path's outline, curve extremes
    /// included and control points not; `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.bounds) }

    /// Whether `point` is inside the path under `rule`, the path transformed
    /// by `transform` first. Open sub-paths count as closed, as when filled.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let polylines = PathFlattener.flatten(path.applying(transform.geometry), tolerance: 0.01)
        var winding = 0
        let p = Point(point)
        for line in polylines where line.points.count > 1 {
            for (index, a) in line.points.enumerated() {
                let b = line.points[(index + 1) % line.points.count]
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let crossing = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if crossing > p.x { winding += b.y > a.y ? 1 : -1 }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The outline of this path stroked `lineWidth` wide with the given caps,
    /// joins and miter limit: a path to fill with the winding rule. Curves
    /// come out as short lines within a hundredth of a unit.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let style = StrokeStyle(width: lineWidth, cap: lineCap.lineCap, join: lineJoin.lineJoin, miterLimit: miterLimit)
        return CGPath(Stroker.outline(of: path, style: style, tolerance: 0.01).applying(transform.geometry))
    }

    /// The dashes of this path: alternately drawn and skipped `lengths`,
    /// starting `phase` into the pattern at each sub-path, as open sub-paths
    /// (curves come out as short lines). A pattern that is empty, has a
    /// negative or non-finite length or sums to zero gives the path unchanged.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let pattern = lengths.map(Double.init)
        let total = pattern.reduce(0, +)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0 else {
            return CGPath(path.applying(transform.geometry))
        }
        let dashes = PathDasher(pattern: pattern.count % 2 == 1 ? pattern + pattern : pattern, phase: Double(phase))
        return CGPath(dashes.dash(PathFlattener.flatten(path, tolerance: 0.01)).applying(transform.geometry))
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path) }

    /// A copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in path.elements {
            let type: CGPathElementType
            switch element {
            case .move(let p):
                type = .moveToPoint
                points[0] = CGPoint(p)
            case .line(let p):
                type = .addLineToPoint
                points[0] = CGPoint(p)
            case .quad(let c, let p):
                type = .addQuadCurveToPoint
                points[0] = CGPoint(c)
                points[1] = CGPoint(p)
            case .cubic(let c1, let c2, let p):
                type = .addCurveToPoint
                points[0] = CGPoint(c1)
                points[1] = CGPoint(c2)
                points[2] = CGPoint(p)
            case .close:
                type = .closeSubpath
            }
            var item = CGPathElement(type: type, points: points)
            block(&item)
        }
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// The number of elements and the bounding box.
    public var description: String { "CGPath(\(path.elements.count) elements, boundingBox: \(boundingBox))" }
}

extension HeadlessGeometry.Path {
    /// The path transformed by `transform`, or unchanged without one.
    func applying(_ transform: CGAffineTransform?) -> HeadlessGeometry.Path {
        transform.map { applying($0.geometry) } ?? self
    }
}
