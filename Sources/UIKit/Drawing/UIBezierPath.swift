internal import HeadlessGeometry

/// A path with its line style, drawn into the current context: UIKit's
/// object over a Core Graphics path. Arcs take UIKit's direction:
/// `clockwise` is clockwise on screen (y down).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibezierpath)
open class UIBezierPath: NSObject {
    /// The path, built in place.
    private var path = CGMutablePath()

    /// The width of the stroke; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn; butt by default.
    open var lineCapStyle = CGLineCap.butt
    /// How corners are drawn; mitre by default.
    open var lineJoinStyle = CGLineJoin.miter
    /// How far a mitre may reach, in line widths; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The accuracy curves are drawn with; kept for code that sets it (curves are drawn exactly).
    open var flatness: CGFloat = 0.6
    /// Whether ``fill()`` uses the even-odd rule rather than non-zero winding.
    open var usesEvenOddFillRule = false
    /// The dash lengths and phase set with ``setLineDash(_:count:phase:)``.
    private var dash: (lengths: [CGFloat], phase: CGFloat)?

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with Apple's continuous corners of `cornerRadius` (clamped
    /// to half the shorter side), as iOS draws since iOS 7: each curve starts
    /// 1.528665 radii from the corner and eases into the edge (see
    /// `CALayerCornerCurve.continuous`). Where the rectangle has no room for
    /// the whole curve, the corner blends towards a quarter circle, reaching a
    /// capsule at half the shorter side; iOS switches between other shapes there.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addPath(CGPath(HeadlessGeometry.Path(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), curve: .continuous)))
    }

    /// A rectangle with the `corners` rounded by elliptical quarters of `cornerRadii` (each clamped to half the side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let rx = min(max(cornerRadii.width, 0), rect.width / 2), ry = min(max(cornerRadii.height, 0), rect.height / 2)
        let radius = { (corner: UIRectCorner) in corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        path.move(to: CGPoint(x: rect.minX + tl.width, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr.width, y: rect.minY))
        addCorner(center: CGPoint(x: rect.maxX - tr.width, y: rect.minY + tr.height), radii: tr, from: -.pi / 2)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.height))
        addCorner(center: CGPoint(x: rect.maxX - br.width, y: rect.maxY - br.height), radii: br, from: 0)
        path.addLine(to: CGPoint(x: rect.minX + bl.width, y: rect.maxY))
        addCorner(center: CGPoint(x: rect.minX + bl.width, y: rect.maxY - bl.height), radii: bl, from: .pi / 2)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.height))
        addCorner(center: CGPoint(x: rect.minX + tl.width, y: rect.minY + tl.height), radii: tl, from: .pi)
        path.closeSubpath()
    }

    /// A quarter ellipse of `radii` about `center`, clockwise on screen from angle `start`; nothing for a zero radius.
    private func addCorner(center: CGPoint, radii: CGSize, from start: CGFloat) {
        guard radii.width > 0, radii.height > 0 else { return }
        let scale = CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: radii.width, y: radii.height)
        path.addArc(center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: false, transform: scale)
    }

    /// An arc of a circle, from `startAngle` to `endAngle` (radians from the
    /// positive x axis), clockwise on screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as Core Graphics sees it.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .zero, transform: nil) }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// The box around the path's points and control points.
    open var bounds: CGRect { path.boundingBox }
    /// The end of the last segment.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether the path has no segments.
    open var isEmpty: Bool { path.isEmpty }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// Adds an arc, with a line from the current point to its start; clockwise on screen when `clockwise`.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics' `clockwise` is in y-up terms: on a y-down screen it is the other way round.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }
    /// Removes every segment.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Adds the segments of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let transformed = CGMutablePath()
        transformed.addPath(path, transform: transform)
        path = transformed
    }

    /// The same path drawn in the other direction.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(path.path.reversed()))
        reversed.copyStyle(of: self)
        return reversed
    }

    /// Whether `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// Dashes the stroke: `count` lengths from `pattern`, starting `phase` into the pattern; nil or 0 removes the dash.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { return dash = nil }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// The dash lengths and phase into `pattern` (when given room for them) and `count`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        let lengths = dash?.lengths ?? []
        if let pattern { for (index, length) in lengths.enumerated() { pattern[index] = length } }
        count?.pointee = lengths.count
        phase?.pointee = dash?.phase ?? 0
    }

    // MARK: Drawing

    /// Fills the path in the current context's fill colour (`UIColor.setFill()`).
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path with `blendMode` at `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(blendMode, alpha) { context in
            context.addPath(path)
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Strokes the path in the current context's stroke colour with the path's line style.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path with `blendMode` at `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(blendMode, alpha) { context in
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            if let dash { context.setLineDash(phase: dash.phase, lengths: dash.lengths) }
            context.addPath(path)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the path's inside.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Runs `draw` with the current context's state saved, in `blendMode` at `alpha`; nothing without a context.
    private func drawing(_ blendMode: CGBlendMode, _ alpha: CGFloat, _ draw: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(context)
        context.restoreGState()
    }

    /// Takes the line style of `other`.
    private func copyStyle(of other: UIBezierPath) {
        (lineWidth, lineCapStyle, lineJoinStyle, miterLimit) = (other.lineWidth, other.lineCapStyle, other.lineJoinStyle, other.miterLimit)
        (usesEvenOddFillRule, dash, flatness) = (other.usesEvenOddFillRule, other.dash, other.flatness)
    }
}

extension UIColor {
    /// Makes the colour the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the colour the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
