internal import HeadlessGeometry

/// A path under construction, as Core Graphics' `CGMutablePath`. Every
/// method takes an optional `transform` applied to the points it adds.
///
/// Arcs follow Core Graphics' convention: `clockwise` is clockwise in a
/// y-up space, so on a UIKit (y-down) screen a `clockwise` arc turns
/// counterclockwise — the opposite of `UIBezierPath`'s, as on iOS.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() {
        self.init(HeadlessGeometry.Path())
    }

    /// Starts a new sub-path at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: Point(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.line(to: Point(point.applying(transform)))
    }

    /// Adds a sub-path of lines through `points`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.quadCurve(to: Point(end.applying(transform)), control: Point(control.applying(transform)))
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.curve(
            to: Point(end.applying(transform)), control1: Point(control1.applying(transform)),
            control2: Point(control2.applying(transform)))
    }

    /// Closes the current sub-path with a line to its start.
    public func closeSubpath() {
        path.closeSubpath()
    }

    /// Adds a closed rectangle as a sub-path.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(HeadlessGeometry.Path(rect: Rect(rect)).applying(transform.geometry))
    }

    /// Adds each rectangle as a closed sub-path.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed sub-path.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(HeadlessGeometry.Path(ellipseIn: Rect(rect)).applying(transform.geometry))
    }

    /// Adds a rectangle with elliptical corners `cornerWidth` x `cornerHeight`
    /// (each clamped to half the side it lies on) as a closed sub-path.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = Rect(rect).standardized
        let rx = Swift.min(Swift.max(Double(cornerWidth), 0), r.width / 2)
        let ry = Swift.min(Swift.max(Double(cornerHeight), 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
        // The rounded rectangle of a circle's corners, stretched to ellipses.
        let unit = HeadlessGeometry.Path(
            roundedRect: Rect(x: r.x / rx, y: r.y / ry, width: r.width / rx, height: r.height / ry), cornerRadius: 1)
        path.append(unit.applying(AffineTransform(scaleX: rx, y: ry)).applying(transform.geometry))
    }

    /// Adds an arc of the circle around `center` from `startAngle` to
    /// `endAngle` (radians from the x axis), in Core Graphics' direction
    /// (see the type's discussion). A line joins the current point to the
    /// arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = HeadlessGeometry.Path()
        arc.addArc(center: Point(center), radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        append(arc, transform: transform)
    }

    /// Adds an arc of `delta` radians (positive: increasing angles) from `startAngle`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        var arc = HeadlessGeometry.Path()
        arc.addArc(center: Point(center), radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta >= 0)
        append(arc, transform: transform)
    }

    /// Adds the arc of radius `radius` tangent to the line from the current
    /// point to `tangent1End` and to the line from there to `tangent2End`,
    /// with a line from the current point to where the arc starts (PostScript's
    /// `arct`). When the three points are in line or the radius is zero, adds
    /// a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        // The arc is built where the tangent points are given, before `transform`.
        let p0 = path.currentPoint.map { CGPoint($0).applying(transform.inverted()) } ?? tangent1End
        let corner = Point(tangent1End), after = Point(tangent2End), before = Point(p0)
        let r = Double(radius)
        guard let u = unit(before, corner), let v = unit(after, corner), r > 0, r.isFinite,
            abs(u.x * v.x + u.y * v.y) < 1 - 1e-12
        else {
            return addLine(to: tangent1End, transform: transform)
        }
        let cosine = u.x * v.x + u.y * v.y
        // The tangent points lie r / tan(θ/2) from the corner, θ the angle between the lines.
        let halfAngleTangent = ((1 - cosine) / (1 + cosine)).squareRoot()
        let reach = r / halfAngleTangent
        let start = Point(x: corner.x + u.x * reach, y: corner.y + u.y * reach)
        let end = Point(x: corner.x + v.x * reach, y: corner.y + v.y * reach)
        let bisector = unit(Point(x: u.x + v.x, y: u.y + v.y), .zero)!
        let distance = (r * r + reach * reach).squareRoot()
        let center = Point(x: corner.x + bisector.x * distance, y: corner.y + bisector.y * distance)
        let startAngle = Trig.atan2(start.y - center.y, start.x - center.x)
        var sweep = Trig.atan2(end.y - center.y, end.x - center.x) - startAngle
        // The arc between the tangent points is the shorter one.
        if sweep > Double.pi { sweep -= 2 * Double.pi } else if sweep < -Double.pi { sweep += 2 * Double.pi }
        var arc = HeadlessGeometry.Path()
        arc.move(to: before)
        arc.addArc(center: center, radius: r, startAngle: startAngle, endAngle: startAngle + sweep, clockwise: sweep > 0)
        // The arc begins where the path is: its move is left out.
        for element in arc.applying(transform.geometry).elements.dropFirst() { path.append(element) }
    }

    /// The unit vector from `to` towards `from`, or nil for a zero length.
    private func unit(_ from: Point, _ to: Point) -> Point? {
        let dx = from.x - to.x, dy = from.y - to.y, length = (dx * dx + dy * dy).squareRoot()
        return length > 0 && length.isFinite ? Point(x: dx / length, y: dy / length) : nil
    }

    /// Adds the elements of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        self.path.append(path.path.applying(transform.geometry))
    }

    /// Appends an arc, joining it to the current point with a line as Core Graphics does.
    private func append(_ arc: HeadlessGeometry.Path, transform: CGAffineTransform) {
        var elements = arc.applying(transform.geometry).elements
        if path.currentPoint != nil, case .move(let start)? = elements.first {
            elements[0] = .line(start)
        }
        for element in elements { path.append(element) }
    }
}
