import HeadlessGeometry

/// The outline being built: contours of straight lines, kept as polylines
/// (no path is built, so a stroke goes to the rasterizer without a second
/// flattening).
struct StrokeOutline {
    /// The contours finished so far.
    private var finished: [Polyline] = []
    /// The points of the contour being drawn; empty between contours.
    private var current: [Point] = []

    /// Adds a point to the current contour, starting one if needed; a point
    /// equal to the previous one is skipped.
    mutating func add(_ p: Point) {
        if current.last != p { current.append(p) }
    }

    /// Makes room for `count` points in the contour being drawn (and, as
    /// closing one keeps the room, in the next ones).
    mutating func reserve(_ count: Int) {
        current.reserveCapacity(count)
    }

    /// Closes the current contour.
    mutating func closeContour() {
        guard !current.isEmpty else { return }
        finished.append(Polyline(points: current, isClosed: true))
        current.removeAll(keepingCapacity: true)
    }

    /// The contours, the one still being drawn (if any) last and open.
    var contours: [Polyline] {
        current.isEmpty ? finished : finished + [Polyline(points: current, isClosed: false)]
    }

    /// The contours as a path: a move, lines, and a close for each closed contour.
    var path: Path {
        var path = Path()
        for contour in contours {
            guard let first = contour.points.first else { continue }
            path.move(to: first)
            for point in contour.points.dropFirst() { path.line(to: point) }
            if contour.isClosed { path.closeSubpath() }
        }
        return path
    }
}
