internal import HeadlessGeometry
package import HeadlessRaster

/// A drawing destination with Core Graphics' state and current path, as
/// `CGContext`, drawing through this package's renderer.
///
/// As in Core Graphics, points added to the current path are transformed by
/// the current transformation matrix (``ctm``) when they are added, and the
/// path is consumed by the call that paints or clips with it. Line widths and
/// dashes are in user space at the time of stroking. Shadow offsets and blurs
/// are in points of the context's base space (unchanged by later transforms),
/// a blur of b drawn as a Gaussian of standard deviation b/2, with a positive
/// height moving the shadow down as in UIKit's contexts.
///
/// Unlike iOS's UIKit contexts, ``ctm`` holds no y flip: user space is
/// UIKit's, y down, from the start. ``draw(_:in:byTiling:)`` still draws an
/// image upside down in it, as Core Graphics does in a UIKit context.
public final class CGContext {
    /// The canvas drawn into.
    package let canvas: Canvas
    /// Device pixels per point of the base space.
    private let baseScale: Double

    /// Core Graphics' state beyond the canvas's transform, clip, alpha and blend mode.
    private struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var stroke = StrokeStyle()
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
        var interpolation = CGInterpolationQuality.default
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path in device space.
    private var devicePath = HeadlessGeometry.Path()

    /// A context drawing into `canvas`, whose current transform is the base space.
    package init(canvas: Canvas) {
        self.canvas = canvas
        baseScale = canvas.transform.maxScale > 0 ? canvas.transform.maxScale : 1
    }

    // MARK: State

    /// Pushes the graphics state: transform, clip, colours, line style, alpha, blend mode, shadow.
    public func saveGState() {
        canvas.save()
        savedStates.append(state)
    }

    /// Pops the state pushed by the matching ``saveGState()``; without one, does nothing.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        canvas.restore()
        state = saved
    }

    /// The current transformation matrix from user space to device pixels.
    public var ctm: CGAffineTransform { CGAffineTransform(canvas.transform) }

    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translateBy(x: x, y: y) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: x, y: y) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { canvas.rotate(by: angle) }
    /// Applies `transform` to user space.
    public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform.geometry) }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the line width, in user space at the time of stroking.
    public func setLineWidth(_ width: CGFloat) { state.stroke.width = width }
    /// Sets the shape of line ends.
    public func setLineCap(_ cap: CGLineCap) { state.stroke.cap = cap.lineCap }
    /// Sets the shape of corners.
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.join = join.lineJoin }
    /// Sets the longest miter, as a multiple of the line width.
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    /// Sets the dash pattern (empty for solid lines) and how far into it lines start.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPattern = lengths.map(Double.init)
        state.stroke.dashPhase = phase
    }

    /// Sets the alpha everything drawn is faded by (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) { canvas.alpha = alpha }
    /// Sets how drawing combines with what is there.
    public func setBlendMode(_ mode: CGBlendMode) { canvas.blendMode = mode.blendMode }

    /// Casts a shadow of later drawing, offset and blurred in points of the base space.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { (offset, blur, $0) }
    }

    /// Casts a black shadow at a third of full opacity, as Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Sets how images are sampled when scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    // MARK: The current path

    /// Empties the current path.
    public func beginPath() { devicePath = HeadlessGeometry.Path() }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point of the path, in user space; `.zero` without one.
    public var currentPointOfPath: CGPoint {
        guard let point = devicePath.currentPoint, let inverse = canvas.transform.inverted() else { return .zero }
        return CGPoint(inverse.apply(to: point))
    }

    /// The bounding box of the current path in user space; `CGRect.null` when it is empty.
    public var boundingBoxOfPath: CGRect {
        guard !devicePath.isEmpty, let inverse = canvas.transform.inverted() else { return .null }
        return CGRect(devicePath.applying(inverse).bounds)
    }

    /// Starts a sub-path at `point`.
    public func move(to point: CGPoint) { adding { $0.move(to: point) } }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { adding { $0.addLine(to: point) } }
    /// Adds sub-paths of lines between pairs of `points`, as `strokeLineSegments` draws them.
    public func addLines(between points: [CGPoint]) { adding { $0.addLines(between: points) } }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        adding { $0.addCurve(to: end, control1: control1, control2: control2) }
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { adding { $0.addQuadCurve(to: end, control: control) } }
    /// Adds an arc in Core Graphics' direction (see ``CGMutablePath``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        adding { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }
    /// Adds an arc tangent to two lines, as `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        adding { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { adding { $0.addRect(rect) } }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { adding { $0.addRects(rects) } }
    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { adding { $0.addEllipse(in: rect) } }
    /// Adds the elements of `path`.
    public func addPath(_ path: CGPath) { adding { $0.addPath(path) } }
    /// Closes the current sub-path.
    public func closePath() { devicePath.closeSubpath() }

    /// Replaces the current path with the outline of its stroke with the current line style.
    public func replacePathWithStrokedPath() {
        guard let user = userPath() else { return beginPath() }
        devicePath = Stroker.outline(of: user, style: state.stroke, tolerance: 0.01).applying(canvas.transform)
    }

    /// Runs `build` on a path holding the current one in user space, then keeps the result in device space.
    /// Under a transform that cannot be inverted nothing is added.
    private func adding(_ build: (CGMutablePath) -> Void) {
        guard let inverse = canvas.transform.inverted() else { return }
        // Points are added in user space and land transformed, as the matrix is when they are added.
        // The builders need only the current point, so the user-space path starts there
        // (converting the whole path each time would make building a path quadratic).
        let user = CGMutablePath()
        if let current = devicePath.currentPoint { user.path.move(to: inverse.apply(to: current)) }
        let count = user.path.elements.count
        build(user)
        for element in user.path.applying(canvas.transform).elements.dropFirst(count) { devicePath.append(element) }
    }

    /// The current path in today's user space; nil when the transform cannot be inverted.
    private func userPath() -> HeadlessGeometry.Path? {
        canvas.transform.inverted().map { devicePath.applying($0) }
    }

    // MARK: Painting

    /// Fills the current path with the fill colour under `rule`, and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fillDevicePath(devicePath, rule: rule.fillRule)
        beginPath()
    }

    /// Strokes the current path with the stroke colour and line style, and empties it.
    public func strokePath() {
        if let user = userPath() { strokeUserPath(user) }
        beginPath()
    }

    /// Paints the current path as `mode` says (fill before stroke), and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .fillStroke: fillDevicePath(devicePath, rule: .nonZero)
        case .eoFill, .eoFillStroke: fillDevicePath(devicePath, rule: .evenOdd)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke, let user = userPath() { strokeUserPath(user) }
        beginPath()
    }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills each rectangle with the fill colour.
    public func fill(_ rects: [CGRect]) {
        fillDevicePath(CGContext.path(of: rects).applying(canvas.transform), rule: .nonZero)
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        fillDevicePath(HeadlessGeometry.Path(ellipseIn: Rect(rect)).applying(canvas.transform), rule: .nonZero)
    }
    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) { strokeUserPath(HeadlessGeometry.Path(rect: Rect(rect))) }
    /// Strokes the outline of `rect` `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { strokeUserPath(HeadlessGeometry.Path(ellipseIn: Rect(rect))) }
    /// Strokes separate segments between pairs of points: 0 to 1, 2 to 3…
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = HeadlessGeometry.Path()
        var index = 0
        while index + 1 < points.count {
            path.move(to: Point(points[index]))
            path.line(to: Point(points[index + 1]))
            index += 2
        }
        strokeUserPath(path)
    }
    /// Makes `rect` transparent, whatever the blend mode and alpha.
    public func clear(_ rect: CGRect) {
        canvas.withSavedState {
            canvas.blendMode = .clear
            canvas.alpha = 1
            canvas.fill(Rect(rect), color: .black)
        }
    }

    // MARK: Clipping

    /// Narrows the clip to the current path under `rule`, and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        // The path is in device space: clip under the identity, keeping the clip afterwards.
        let transform = canvas.transform
        canvas.transform = .identity
        canvas.clip(to: devicePath, rule: rule.fillRule)
        canvas.transform = transform
        beginPath()
    }
    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) { canvas.clip(to: Rect(rect)) }
    /// Narrows the clip to the union of `rects`.
    public func clip(to rects: [CGRect]) { canvas.clip(to: CGContext.path(of: rects)) }
    /// Narrows the clip to `mask` drawn into `rect`, as Core Graphics draws
    /// an image there (its first row at the bottom of the rectangle, so upside
    /// down in this y-down space, as in a UIKit context on iOS): each point
    /// keeps the share of drawing the mask's value gives (its alpha when it
    /// has transparency, else its grey level: white shows, black hides);
    /// nothing shows outside `rect`. `restoreGState()` removes it.
    /// [Apple's documentation](https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:mask:))
    public func clip(to rect: CGRect, mask: CGImage) {
        let target = Rect(rect.standardized)
        let transform = canvas.transform
        canvas.translateBy(x: target.x, y: target.y + target.height)
        canvas.scaleBy(x: 1, y: -1)
        canvas.clip(to: Rect(x: 0, y: 0, width: target.width, height: target.height), mask: mask.bitmap)
        canvas.transform = transform
    }

    /// The clip's bounding box in user space; `CGRect.null` when nothing can be drawn.
    public var boundingBoxOfClipPath: CGRect { canvas.clipBoundingBox.map(CGRect.init) ?? .null }

    // MARK: Transparency layers

    /// Begins a transparency layer: drawing until ``endTransparencyLayer()``
    /// is composited as one, at the alpha current now.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        layers.append(canvas.beginTransparencyLayer(alpha: 1))
    }

    /// Ends the innermost transparency layer and composites it.
    public func endTransparencyLayer() {
        guard let began = layers.popLast(), began else { return }
        canvas.endTransparencyLayer()
    }

    /// Whether each open layer was begun (a layer over nothing visible is not).
    private var layers: [Bool] = []

    // MARK: Gradients

    /// Fills the clip with `gradient` along the line from `start` to `end`;
    /// past the ends only as `options` allow.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let dx = end.x - start.x, dy = end.y - start.y, length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite, let box = canvas.clipBoundingBox else { return }
        let reach = (box.width * box.width + box.height * box.height).squareRoot() + length
        let along = Point(x: dx / length, y: dy / length), across = Point(x: -along.y, y: along.x)
        let before = options.contains(.drawsBeforeStartLocation) ? reach : 0
        let after = options.contains(.drawsAfterEndLocation) ? reach : 0
        func point(_ t: Double, _ s: Double) -> Point {
            Point(x: start.x + along.x * t + across.x * s, y: start.y + along.y * t + across.y * s)
        }
        var band = HeadlessGeometry.Path()
        band.move(to: point(-before, -reach))
        band.line(to: point(length + after, -reach))
        band.line(to: point(length + after, reach))
        band.line(to: point(-before, reach))
        band.closeSubpath()
        canvas.fill(band, with: .linearGradient(gradient.gradient, start: Point(start), end: Point(end)))
    }

    /// Fills the clip with `gradient` in circles from the start circle to the
    /// end circle; past them only as `options` allow. Circles with different
    /// centres are drawn around the end circle's centre.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let r0 = Swift.max(0, Double(startRadius)), r1 = Double(endRadius)
        guard r1 > r0, r1.isFinite, let box = canvas.clipBoundingBox else { return }
        let center = Point(endCenter)
        // Location l of the gradient lies at radius r0 + l (r1 - r0): as a fraction of r1.
        let stops = gradient.gradient.stops.map { Gradient.Stop(color: $0.color, location: (r0 + $0.location * (r1 - r0)) / r1) }
        var area = HeadlessGeometry.Path()
        let reach = (box.width * box.width + box.height * box.height).squareRoot() + abs(center.x - box.midX) + abs(center.y - box.midY)
        let outer = options.contains(.drawsAfterEndLocation) ? reach + r1 : r1
        area.addEllipse(in: Rect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
        if r0 > 0, !options.contains(.drawsBeforeStartLocation) {
            area.addEllipse(in: Rect(x: center.x - r0, y: center.y - r0, width: 2 * r0, height: 2 * r0))
        }
        let inner =
            options.contains(.drawsBeforeStartLocation)
            ? Gradient(stops: [Gradient.Stop(color: stops[0].color, location: 0)] + stops) : Gradient(stops: stops)
        canvas.fill(area, with: .radialGradient(inner, center: center, radius: r1), rule: .evenOdd)
    }

    // MARK: Images

    /// Draws `image` into `rect` as Core Graphics does: with its first row at
    /// the bottom of the rectangle, so that in this y-down user space (and in
    /// a UIKit context on iOS) it appears upside down; flip the matrix around
    /// the rectangle to draw it upright. With `byTiling`, the image repeats
    /// from `rect` over the whole clip (a clip needing more than a million
    /// tiles draws none).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let target = Rect(rect.standardized)
        guard target.width > 0, target.height > 0, let box = canvas.clipBoundingBox else { return }
        let sampling = state.interpolation.sampling
        func drawFlipped(at origin: Point) {
            canvas.withSavedState {
                canvas.translateBy(x: origin.x, y: origin.y + target.height)
                canvas.scaleBy(x: 1, y: -1)
                canvas.draw(image.bitmap, in: Rect(x: 0, y: 0, width: target.width, height: target.height), sampling: sampling)
            }
        }
        guard byTiling else { return drawFlipped(at: target.origin) }
        // The tiles over the clip, at most a million of them.
        let firstColumn = ((box.minX - target.minX) / target.width).rounded(.down)
        let lastColumn = ((box.maxX - target.minX) / target.width).rounded(.down)
        let firstRow = ((box.minY - target.minY) / target.height).rounded(.down)
        let lastRow = ((box.maxY - target.minY) / target.height).rounded(.down)
        guard (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) <= 1_000_000 else { return }
        for row in stride(from: firstRow, through: lastRow, by: 1) {
            for column in stride(from: firstColumn, through: lastColumn, by: 1) {
                drawFlipped(at: Point(x: target.minX + column * target.width, y: target.minY + row * target.height))
            }
        }
    }

    /// An image of what has been drawn so far.
    public func makeImage() -> CGImage? { CGImage(bitmap: canvas.bitmap) }

    // MARK: Helpers

    /// The rectangles as closed sub-paths, in user space.
    private static func path(of rects: [CGRect]) -> HeadlessGeometry.Path {
        var path = HeadlessGeometry.Path()
        for rect in rects { path.addRect(Rect(rect)) }
        return path
    }

    /// Fills a device-space path with the fill colour, its shadow first.
    private func fillDevicePath(_ path: HeadlessGeometry.Path, rule: FillRule) {
        guard !path.isEmpty else { return }
        let color = state.fillColor.sRGB
        canvas.withSavedTransform(HeadlessGeometry.AffineTransform.identity) {
            castShadow(of: path, rule: rule)
            canvas.fill(path, color: color, rule: rule)
        }
    }

    /// Strokes a user-space path with the stroke colour and style, its shadow first.
    private func strokeUserPath(_ path: HeadlessGeometry.Path) {
        guard !path.isEmpty else { return }
        if state.shadow != nil {
            let outline = Stroker.outline(of: path, style: state.stroke, tolerance: 0.01).applying(canvas.transform)
            canvas.withSavedTransform(HeadlessGeometry.AffineTransform.identity) { castShadow(of: outline, rule: .nonZero) }
        }
        canvas.stroke(path, color: state.strokeColor.sRGB, style: state.stroke)
    }

    /// Draws the current shadow of a device-space path, if one is set; the canvas is in device space.
    private func castShadow(of path: HeadlessGeometry.Path, rule: FillRule) {
        guard let shadow = state.shadow else { return }
        canvas.drawShadow(
            of: path, color: shadow.color.sRGB,
            offset: Size(width: shadow.offset.width * baseScale, height: shadow.offset.height * baseScale),
            blur: .gaussian(sigma: Swift.max(0, shadow.blur) * baseScale / 2), rule: rule)
    }
}

extension Canvas {
    /// Runs `body` with the transform set to `transform`, then restores the state.
    fileprivate func withSavedTransform(_ transform: HeadlessGeometry.AffineTransform, _ body: () -> Void) {
        withSavedState {
            self.transform = transform
            body()
        }
    }
}
