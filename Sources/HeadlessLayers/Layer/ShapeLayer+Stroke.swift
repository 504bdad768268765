import HeadlessGeometry
import HeadlessRaster

/// Stroking a shape layer's path: width, caps, joins, dashes and trimming.
extension ShapeLayer {
    /// The stroke's width, caps, joins and dashes.
    var strokeStyle: StrokeStyle {
        StrokeStyle(
            width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
            dashPattern: lineDashPattern, dashPhase: lineDashPhase)
    }

    /// Strokes `path`, trimmed to ``strokeStart`` ... ``strokeEnd`` of its length.
    func drawStroke(of path: Path, in canvas: Canvas) {
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0 else { return }
        let start = min(max(strokeStart.isFinite ? strokeStart : 0, 0), 1)
        let end = min(max(strokeEnd.isFinite ? strokeEnd : 1, 0), 1)
        guard end > start else { return }
        let trimmed = start == 0 && end == 1 ? path : PathTrimmer.trim(path, from: start, to: end)
        canvas.stroke(trimmed, color: strokeColor, style: strokeStyle)
    }
}
