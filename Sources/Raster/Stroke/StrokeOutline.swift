import Geometry

/// The outline being built: closed contours of straight lines, kept in a path.
struct StrokeOutline {
    /// The contours finished so far, and the one being drawn.
    private(set) var path = Path()
    /// The last point of the contour being drawn, or `nil` between contours.
    private var current: Point?

    /// Adds a point to the current contour, starting one if needed; a point
    /// equal to the previous one is skipped.
    mutating func add(_ p: Point) {
        guard let last = current else {
            path.move(to: p)
            current = p
            return
        }
        guard p != last else { return }
        path.line(to: p)
        current = p
    }

    /// Closes the current contour.
    mutating func closeContour() {
        guard current != nil else { return }
        path.closeSubpath()
        current = nil
    }
}
