import HeadlessGeometry

extension Canvas {
    /// Strokes `path` with `paint`: a band of `style.width` user units centred
    /// on the path, with the style's caps, joins and dashes.
    ///
    /// The outline is built in user space and then transformed, so a
    /// non-uniform transform distorts the stroke as Core Graphics does.
    ///
    /// As with ``fill(_:with:rule:)``, a sub-path with a NaN or infinite
    /// point draws nothing, and enormous coordinates are clipped: the centre
    /// line is cut to a box around the canvas before it is stroked, so a line
    /// between points at ±1e30 draws as exactly as a short one, and dashes
    /// far off the canvas are skipped without being drawn.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        if record({ $0.stroke(path, with: paint, style: style) }) { return }
        let scale = state.transform.maxScale
        guard scale > 0, scale.isFinite else { return }
        // The canvas and a pixel around it, in user space (unknown when the inverse overflows).
        let visible = state.transform.inverted().map {
            $0.apply(to: Rect(x: Double(bounds.x0 - 1), y: Double(bounds.y0 - 1), width: Double(bounds.width + 2), height: Double(bounds.height + 2)))
        }.flatMap { $0.isFinite ? $0 : nil }
        let contours = Stroker.contours(of: path, style: style, tolerance: Canvas.curveTolerance / scale, visible: visible)
        guard !contours.isEmpty, let shader = Shader(paint: paint, ctm: state.transform, alpha: state.alpha) else { return }
        composite(PathFlattener.polylines(ofContours: contours, applying: state.transform), rule: .nonZero, shader: shader)
    }

    /// Strokes `path` with one colour.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle = StrokeStyle()) {
        stroke(path, with: .color(color), style: style)
    }
}
