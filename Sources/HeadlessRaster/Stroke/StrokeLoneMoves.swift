import HeadlessGeometry

/// The sub-paths that are only a move, which draw nothing, told apart from
/// zero-length lines, which draw a dot: the flattener gives both as an open
/// polyline of one point.
///
/// Lone moves are matched in path order; when a zero-length line and a lone
/// move share a point, either may be skipped, which draws the same dot.
struct StrokeLoneMoves {
    /// The lone moves' points in path order.
    private var points: [Point] = []
    /// The index of the next lone move to match.
    private var next = 0

    /// The lone moves of `path`: a finite move followed by another move or by nothing.
    init(_ path: Path) {
        let elements = path.elements
        for (i, element) in elements.enumerated() {
            guard case .move(let p) = element, p.isFinite else { continue }
            if i + 1 == elements.count {
                points.append(p)
            } else if case .move = elements[i + 1] {
                points.append(p)
            }
        }
    }

    /// Whether `polyline` is the next lone move, which is then passed.
    mutating func skips(_ polyline: Polyline) -> Bool {
        guard next < points.count, !polyline.isClosed, polyline.points.count == 1,
            polyline.points[0] == points[next]
        else { return false }
        next += 1
        return true
    }
}
