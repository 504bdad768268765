import HeadlessGeometry

/// Turns curves into straight segments, the same way on every machine.
///
/// Each curve is cut into `n` equal parameter steps, `n` chosen from the
/// curve's second differences so that no point of the polyline is farther
/// than `tolerance` from the curve (Wang's formula), then rounded up to a
/// power of two: the points then fall where recursive halving, as cairo and
/// Blend2D flatten, puts them, which keeps our edges within a few levels of
/// theirs (measured on the `shapes` scene). Points are evaluated
/// directly from the Bernstein form with plain multiplies and adds, so the
/// output depends only on the input numbers.
package enum PathFlattener {
    /// The most segments one curve is cut into, whatever its size: enormous
    /// curves are clipped later, so more would only cost time.
    package static let maxSegmentsPerCurve = 1024

    /// The tolerance used when the one given is not positive and finite.
    package static let defaultTolerance = 0.25

    /// The sub-paths of `path` as polylines, curves flattened to within `tolerance`.
    ///
    /// Sub-paths with a non-finite point are dropped whole; a `close` marks a
    /// polyline closed; consecutive duplicate points are removed.
    package static func flatten(_ path: Path, tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var points: [Point] = []
        var isValid = true
        // After a close, the next segment starts a new sub-path at the closed one's start.
        var reopenAt: Point?
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : defaultTolerance

        func finish(closed: Bool) {
            if isValid && !points.isEmpty {
                if closed, points.count > 1, points.last == points.first { points.removeLast() }
                result.append(Polyline(points: points, isClosed: closed))
            }
            points = []
            isValid = true
        }
        /// Room for `count` more points, growing the buffer geometrically.
        func reserve(_ count: Int) {
            let needed = points.count + count
            if needed > points.capacity { points.reserveCapacity(Swift.max(needed, 2 * points.capacity)) }
        }
        func add(_ p: Point) {
            if points.isEmpty, let start = reopenAt, start != p { points.append(start) }
            reopenAt = nil
            if !p.isFinite { isValid = false }
            if points.last != p { points.append(p) }
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                reopenAt = nil
                add(p)
            case .line(let p):
                add(p)
            case .quad(let c, let p):
                guard let p0 = points.last ?? reopenAt else {
                    add(p)
                    continue
                }
                let n = segmentCount(
                    secondDifference: length(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y),
                    factor: 0.25, tolerance: tol)
                reserve(n)
                for i in 1..<n { add(Bezier.quadPoint(p0, c, p, Double(i) / Double(n))) }
                add(p)
            case .cubic(let c1, let c2, let p):
                guard let p0 = points.last ?? reopenAt else {
                    add(p)
                    continue
                }
                let dd = Swift.max(
                    length(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                    length(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = segmentCount(secondDifference: dd, factor: 0.75, tolerance: tol)
                reserve(n)
                for i in 1..<n { add(Bezier.cubicPoint(p0, c1, c2, p, Double(i) / Double(n))) }
                add(p)
            case .close:
                let start = points.first
                finish(closed: true)
                reopenAt = start
            }
        }
        finish(closed: false)
        return result
    }

    private static func length(_ x: Double, _ y: Double) -> Double {
        (x * x + y * y).squareRoot()
    }

    private static func segmentCount(secondDifference dd: Double, factor: Double, tolerance: Double) -> Int {
        let n = (factor * dd / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        let count = Swift.max(1, Int(Swift.min(Double(maxSegmentsPerCurve), n)))
        return count <= 1 ? 1 : 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
    }
}
