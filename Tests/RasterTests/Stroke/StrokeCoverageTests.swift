import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// The stroke with round joins and caps is exactly the set of points within
/// half a width of the centre line; bevels cover no more, unlimited miters no less.
/// Random polylines (sharp turns, short segments, self-crossings) check that
/// the outline's non-zero fill has no holes and no excess.
@Suite("Stroker coverage against distance to the centre line")
struct StrokeCoverageTests {
    typealias G = StrokeTestGeometry

    /// A fixed pseudo-random sequence in 0..<1 (a 64-bit LCG).
    struct Sequence {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    @Test(arguments: 0..<20)
    func randomPolyline(seed: Int) {
        var random = Sequence(state: UInt64(seed) &* 0x9E3779B97F4A7C15)
        // At least three points: a closed two-point loop turns back at 180°, where any miter is a bevel.
        let count = 3 + Int(random.next() * 6)
        // Every fifth polyline is tiny: segments far shorter than the width.
        let size = seed % 5 == 2 ? 2.0 : 20
        let points = (0..<count).map { _ in (random.next() * size, random.next() * size) }
        let closed = seed % 3 == 0
        let tolerance = 0.005
        var path = G.polyline(points, closed: closed)
        if seed % 2 == 1 && count > 3 {
            // Curves too: their flattened points get round joins whatever the style.
            path = Path()
            path.move(to: Point(x: points[0].0, y: points[0].1))
            for i in stride(from: 1, to: count - 2, by: 3) {
                path.curve(
                    to: Point(x: points[i + 2].0, y: points[i + 2].1),
                    control1: Point(x: points[i].0, y: points[i].1),
                    control2: Point(x: points[i + 1].0, y: points[i + 1].1))
            }
            if closed { path.closeSubpath() }
        }
        let halfWidth = 0.3 + random.next() * 4
        let centre = PathFlattener.flatten(path, tolerance: tolerance)[0].points
        let margin = 0.03
        for join in [LineJoin.round, .bevel, .miter] {
            // No miter limit: a miter falling back to a bevel would cover less than a round join.
            let style = StrokeStyle(width: 2 * halfWidth, cap: .round, join: join, miterLimit: .infinity)
            let outline = Stroker.outline(of: path, style: style, tolerance: tolerance)
            for i in 0..<25 {
                for j in 0..<25 {
                    let p = Point(x: -5 + Double(i) * 30 / 24, y: -5 + Double(j) * 30 / 24)
                    let d = G.distance(from: p, toPolyline: centre, closed: closed)
                    let covered = G.covers(outline, p)
                    if d < halfWidth - margin && join != .bevel {
                        #expect(covered, "hole at \(p) with \(join) joins")
                    } else if d > halfWidth + margin && join != .miter {
                        #expect(!covered, "excess at \(p) with \(join) joins")
                    }
                }
            }
        }
    }
}
