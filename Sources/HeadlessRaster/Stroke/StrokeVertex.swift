import HeadlessGeometry

/// A point of a sub-path being stroked, with the segment that leaves it.
struct StrokeVertex {
    /// Where the vertex lies.
    var point: Point
    /// The unit direction of the segment leaving the vertex; `(1, 0)` for the
    /// last vertex of an open sub-path.
    var direction: Point
    /// The length of the segment leaving the vertex; zero for the last vertex
    /// of an open sub-path.
    var length: Double
    /// Whether the style's join applies here; `false` for points inside a
    /// flattened curve, which get a round join.
    var isCorner: Bool
    /// Whether the segment leaving the vertex lies outside the stroke's clip
    /// box (see ``StrokeClipBox``): nothing drawn along it can be seen, so it
    /// is left out of the outline, and dashes skip it arithmetically.
    var isFar = false
    /// What ``length`` leaves out: the exact length is `length + lengthError`,
    /// for a far segment far longer than a dash pattern (zero otherwise).
    var lengthError = 0.0

    /// Replaces `vertices` with the vertices of `polyline`, skipping points
    /// that give no direction (equal to the previous one, or so far from it
    /// that the distance overflows).
    ///
    /// For a closed polyline the last vertex's segment runs back to the first.
    static func load(_ polyline: Polyline, corners: StrokeCorners, into vertices: inout [StrokeVertex]) {
        vertices.removeAll(keepingCapacity: true)
        vertices.reserveCapacity(polyline.points.count)
        guard let first = polyline.points.first else { return }
        // Each vertex is appended once the segment leaving it is known.
        var pending = StrokeVertex(
            point: first, direction: Point(x: 1, y: 0), length: 0,
            isCorner: corners.contains(first))
        for p in polyline.points.dropFirst() {
            guard let (direction, length) = unitVector(from: pending.point, to: p) else { continue }
            pending.direction = direction
            pending.length = length
            vertices.append(pending)
            pending = StrokeVertex(point: p, direction: Point(x: 1, y: 0), length: 0, isCorner: corners.contains(p))
        }
        if polyline.isClosed {
            // The closing segment; a last point it cannot leave from is dropped.
            while true {
                if let (direction, length) = unitVector(from: pending.point, to: first) {
                    pending.direction = direction
                    pending.length = length
                    break
                }
                guard let previous = vertices.popLast() else { break }
                pending = previous
            }
        }
        vertices.append(pending)
    }

    /// The unit vector from `a` to `b` and the distance, or `nil` when the
    /// points are equal or the distance is not finite. Vectors so short or
    /// so long that their squared length would lose precision or overflow
    /// are scaled by their larger coordinate difference first.
    private static func unitVector(from a: Point, to b: Point) -> (Point, Double)? {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        if lengthSquared >= 0x1p-900 && lengthSquared <= 0x1p900 {
            let length = lengthSquared.squareRoot()
            return (Point(x: dx / length, y: dy / length), length)
        }
        let scale = Swift.max(abs(dx), abs(dy))
        guard scale > 0, scale.isFinite else { return nil }
        let ux = dx / scale, uy = dy / scale
        let norm = (ux * ux + uy * uy).squareRoot()
        let length = norm * scale
        guard length.isFinite else { return nil }
        return (Point(x: ux / norm, y: uy / norm), length)
    }
}
