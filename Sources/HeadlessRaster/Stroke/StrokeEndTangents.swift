import HeadlessGeometry

/// The true tangents of a path's sub-paths at their end points, taken from
/// the elements' control points rather than from the flattened chords.
///
/// A cap squared along the first or last chord of a flattened curve is tilted
/// by half the chord's turn, which shows as a wedge where a thick full circle
/// starts and ends; caps use these directions instead. The flattener copies
/// element end points unchanged, so the first and last points of a polyline
/// are looked up by exact comparison.
struct StrokeEndTangents {
    /// Unit directions leaving each sub-path's first point.
    private var starts: [Point: Point] = [:]
    /// Unit directions arriving at each element's end point.
    private var ends: [Point: Point] = [:]

    /// No tangents: every cap follows its chord.
    init() {}

    /// The end tangents of `path`; empty when it has no curves, whose chords
    /// are already their tangents.
    init(_ path: Path) {
        let hasCurves = path.elements.contains { element in
            switch element {
            case .quad, .cubic: return true
            case .move, .line, .close: return false
            }
        }
        guard hasCurves else { return }
        var start = Point(x: 0, y: 0), current = start
        var hasLeaving = false
        for element in path.elements {
            let tangents: (Point, Point)?
            switch element {
            case .move(let p):
                start = p
                current = p
                hasLeaving = false
                continue
            case .line(let p):
                tangents = StrokeEndTangents.ends(current, [], p)
                current = p
            case .quad(let c, let p):
                tangents = StrokeEndTangents.ends(current, [c], p)
                current = p
            case .cubic(let c1, let c2, let p):
                tangents = StrokeEndTangents.ends(current, [c1, c2], p)
                current = p
            case .close:
                current = start
                continue
            }
            guard let (leaving, arriving) = tangents else { continue }
            if !hasLeaving {
                hasLeaving = true
                if starts[start] == nil { starts[start] = leaving }
            }
            ends[current] = arriving
        }
    }

    /// The direction leaving `p` if it is a sub-path's first point, provided it
    /// points forwards of the chord `chord` leaving it.
    func start(at p: Point, chord: Point) -> Point {
        StrokeEndTangents.agreeing(starts[p], with: chord)
    }

    /// The direction arriving at `p` if it is the end of a path element, provided
    /// it points forwards of the chord `chord` arriving there.
    func end(at p: Point, chord: Point) -> Point {
        StrokeEndTangents.agreeing(ends[p], with: chord)
    }

    /// Whether a closed sub-path starting at `p` runs smoothly through it: the
    /// element arriving there leaves along the direction the first one starts.
    func isSmoothClosure(at p: Point) -> Bool {
        guard let arriving = ends[p], let leaving = starts[p] else { return false }
        let cross = arriving.x * leaving.y - arriving.y * leaving.x
        let dot = arriving.x * leaving.x + arriving.y * leaving.y
        return dot > 0 && abs(cross) <= 1e-9
    }

    /// `tangent` when it is known and within a right angle of `chord`, else `chord`.
    private static func agreeing(_ tangent: Point?, with chord: Point) -> Point {
        guard let tangent, tangent.x * chord.x + tangent.y * chord.y > 0 else { return chord }
        return tangent
    }

    /// The unit directions leaving `p0` and arriving at `p3` of the Bézier
    /// through `controls`: the derivative at each end, falling back to the next
    /// distinct control point when it vanishes; nil for a curve that is a point.
    private static func ends(_ p0: Point, _ controls: [Point], _ p3: Point) -> (Point, Point)? {
        let points = [p0] + controls + [p3]
        guard let leaving = points.dropFirst().lazy.compactMap({ unit(from: p0, to: $0) }).first,
            let arriving = points.reversed().dropFirst().lazy.compactMap({ unit(from: $0, to: p3) }).first
        else { return nil }
        return (leaving, arriving)
    }

    /// The unit vector from `a` to `b`, or nil when they are equal or too far apart.
    private static func unit(from a: Point, to b: Point) -> Point? {
        let dx = b.x - a.x, dy = b.y - a.y
        let scale = Swift.max(abs(dx), abs(dy))
        guard scale > 0, scale.isFinite else { return nil }
        let ux = dx / scale, uy = dy / scale
        let norm = (ux * ux + uy * uy).squareRoot()
        return Point(x: ux / norm, y: uy / norm)
    }
}
