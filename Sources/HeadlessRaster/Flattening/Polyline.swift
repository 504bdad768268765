import HeadlessGeometry

/// A flattened sub-path: points joined by straight lines.
package struct Polyline: Hashable, Sendable {
    /// The points in order; a closed polyline does not repeat its first point.
    package var points: [Point]
    /// Whether the last point joins back to the first.
    package var isClosed: Bool

    /// Creates a polyline.
    package init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
