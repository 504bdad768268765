import HeadlessGeometry

/// The part of a path between two fractions of its length, for
/// ``ShapeLayer/strokeStart`` and ``ShapeLayer/strokeEnd``.
///
/// Curves are flattened into ``segmentsPerCurve`` straight pieces (the same
/// count everywhere, so the result is deterministic); the fractions are of the
/// total length of every sub-path, closing lines included.
package enum PathTrimmer {
    /// Straight pieces per curve.
    static let segmentsPerCurve = 32

    /// The part of `path` from `start` to `end` (fractions in `0...1`, `start < end`).
    package static func trim(_ path: Path, from start: Double, to end: Double) -> Path {
        let polylines = flatten(path)
        let total = polylines.reduce(0) { $0 + length(of: $1) }
        guard total > 0 else { return Path() }
        let from = start * total, to = end * total
        var result = Path()
        var travelled = 0.0
        for points in polylines {
            var penDown = false
            for (a, b) in zip(points, points.dropFirst()) {
                let piece = a.distance(to: b)
                let segmentStart = travelled, segmentEnd = travelled + piece
                travelled = segmentEnd
                guard segmentEnd > from, segmentStart < to, piece > 0 else { continue }
                let t0 = max(0, (from - segmentStart) / piece), t1 = min(1, (to - segmentStart) / piece)
                if !penDown {
                    result.move(to: interpolate(a, b, t0))
                    penDown = true
                }
                result.line(to: interpolate(a, b, t1))
            }
        }
        return result
    }

    private static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private static func length(of points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// Each sub-path as a list of points; a closed sub-path ends at its start.
    private static func flatten(_ path: Path) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        func finish() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in path.elements {
            let last = current.last ?? .zero
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quad(let c, let p):
                current += (1...segmentsPerCurve).map { Bezier.quadPoint(last, c, p, Double($0) / Double(segmentsPerCurve)) }
            case .cubic(let c1, let c2, let p):
                current += (1...segmentsPerCurve).map {
                    Bezier.cubicPoint(last, c1, c2, p, Double($0) / Double(segmentsPerCurve))
                }
            case .close:
                if let first = current.first { current.append(first) }
                let end = current.last
                finish()
                if let end { current = [end] }
            }
        }
        finish()
        return result
    }
}
