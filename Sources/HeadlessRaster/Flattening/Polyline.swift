import HeadlessGeometry

/// A flattened sub-path: points joined by straight lines.
public struct Polyline: Hashable, Sendable {
    /// The points in order; a closed polyline does not repeat its first point.
    public var points: [Point]
    /// Whether the last point joins back to the first.
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
