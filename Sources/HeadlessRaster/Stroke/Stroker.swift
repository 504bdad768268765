import HeadlessGeometry

/// Turns a path and a stroke style into the outline of the stroke.
///
/// The outline is built as Skia does, not as a union of overlapping
/// per-segment pieces: each open sub-path (and each dash) becomes one closed
/// contour (left side forwards, end cap, right side backwards, start cap),
/// each closed sub-path two contours of opposite orientation (left side
/// forwards, right side backwards). Filled with the non-zero rule, the
/// contours cover exactly the stroke; edges of the outline are edges of the
/// stroke, except where an inner join has to pass through the vertex, which
/// happens inside the stroke.
package enum Stroker {
    /// The most dashes one path is cut into: a path that would get more
    /// (a pattern far shorter than the path) is stroked solid instead, as
    /// Skia does, so that work and memory stay bounded.
    package static let maxDashCount = 100_000

    /// The outline of `path` stroked with `style`, made of straight lines
    /// only (move, line, close), to be filled with the non-zero rule.
    ///
    /// - Parameters:
    ///   - path: The centre line. Sub-paths with a non-finite point are left
    ///     out, and so are sub-paths that are a lone move. A zero-length
    ///     sub-path (a move, then lines or curves that stay at that point, or
    ///     a close) draws a dot, as in SVG: a circle with round caps, a square
    ///     aligned with the x axis with square caps, nothing with butt caps.
    ///   - style: Width, caps, joins, miter limit and dashes. A zero,
    ///     negative or non-finite width gives an empty outline. Joins inside
    ///     a flattened curve are round whatever the style.
    ///   - tolerance: The largest distance, in the path's units, between a
    ///     curve or round join or cap and the lines that stand for it; values
    ///     that are not positive and finite count as 0.25.
    ///   - visible: The region that will be seen, in the path's units, if
    ///     known: round joins and caps of a radius so large that cutting them
    ///     evenly would take more than ``StrokeArc/maxSegments`` steps are then
    ///     cut finely only where they pass through it (the same pixels there,
    ///     at a small part of the work); without it they are cut into that
    ///     many steps. The centre line is then also cut to a box around the
    ///     region (see ``StrokeClipBox``): segments with ends far outside it
    ///     (1e30) are stroked as exactly there as short ones, and dashes far
    ///     outside it are skipped arithmetically, the visible ones where the
    ///     pattern puts them. A segment whose length overflows a `Double`
    ///     (ends some 1e308 apart) is left out.
    package static func outline(of path: Path, style: StrokeStyle, tolerance: Double, visible: Rect? = nil) -> Path {
        pen(tracing: path, style: style, tolerance: tolerance, visible: visible)?.outline.path ?? Path()
    }

    /// The contours of ``outline(of:style:tolerance:visible:)``, as polylines:
    /// what a canvas fills, without building the path.
    static func contours(of path: Path, style: StrokeStyle, tolerance: Double, visible: Rect?) -> [Polyline] {
        pen(tracing: path, style: style, tolerance: tolerance, visible: visible)?.outline.contours ?? []
    }

    /// A pen that has drawn the outline of `path`; nil when there is nothing to draw.
    private static func pen(tracing path: Path, style: StrokeStyle, tolerance: Double, visible: Rect?) -> StrokePen? {
        guard style.width > 0, style.width.isFinite else { return nil }
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : PathFlattener.defaultTolerance
        let polylines = PathFlattener.flatten(path, tolerance: tolerance)
        guard !polylines.isEmpty else { return nil }
        let corners = StrokeCorners(path)
        var loneMoves = StrokeLoneMoves(path)
        var pen = StrokePen(style: style, tolerance: tolerance, visible: visible)
        pen.endTangents = StrokeEndTangents(path)
        let box = StrokeClipBox(visible: visible, reach: pen.reach)
        let pattern = StrokeDashPattern(style).flatMap { pattern in
            pattern.dashCount(along: polylines, within: box) <= Double(maxDashCount) ? pattern : nil
        }
        if pattern == nil {
            // A contour holds both sides of a centre line, and a closed contour's room carries
            // over to the next: room for the longest up front, rather than growing point by
            // point. Not for dashes, which are short contours, each of which would keep it.
            pen.reserveContour(2 * polylines.reduce(0) { Swift.max($0, $1.points.count) } + 16)
        }
        var dasher = StrokeDasher(pattern: pattern)
        var vertices: [StrokeVertex] = []
        for polyline in polylines where !loneMoves.skips(polyline) {
            StrokeVertex.load(polyline, corners: corners, into: &vertices)
            if let cut = box?.cut(vertices, isClosed: polyline.isClosed) { vertices = cut }
            dasher.stroke(vertices, isClosed: polyline.isClosed, with: &pen)
        }
        return pen
    }
}
