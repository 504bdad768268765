import HeadlessGeometry

/// Tells which flattened points are the end points of path elements, where the
/// style's join applies, as opposed to points inside a flattened curve.
///
/// The flattener copies element end points unchanged, so an exact comparison
/// finds them; a curve point that happens to equal an end point is treated as
/// a corner, which only changes the join at a point where the curve already
/// passes through a corner of the path.
struct StrokeCorners {
    /// Element end points sorted by x then y; unused when `allAreCorners`.
    private let endPoints: [Point]
    /// Whether the path has no curves, so that every point is a corner.
    private let allAreCorners: Bool

    /// The corners of `path`.
    init(_ path: Path) {
        let hasCurves = path.elements.contains { element in
            switch element {
            case .quad, .cubic: return true
            case .move, .line, .close: return false
            }
        }
        allAreCorners = !hasCurves
        guard hasCurves else {
            endPoints = []
            return
        }
        var points: [Point] = []
        points.reserveCapacity(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if p.isFinite { points.append(p) }
            case .close:
                break
            }
        }
        points.sort(by: StrokeCorners.precedes)
        endPoints = points
    }

    /// Whether `p` is the end point of an element.
    func contains(_ p: Point) -> Bool {
        if allAreCorners { return true }
        var low = 0, high = endPoints.count
        while low < high {
            let mid = (low + high) / 2
            if StrokeCorners.precedes(endPoints[mid], p) { low = mid + 1 } else { high = mid }
        }
        return low < endPoints.count && endPoints[low] == p
    }

    private static func precedes(_ a: Point, _ b: Point) -> Bool {
        a.x < b.x || (a.x == b.x && a.y < b.y)
    }
}
