import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Measurements on stroke outlines, for checking them by hand.
enum StrokeTestGeometry {
    /// The outline's contours as point lists; records an issue for curves.
    static func contours(_ path: Path) -> [[Point]] {
        var result: [[Point]] = []
        for element in path.elements {
            switch element {
            case .move(let p): result.append([p])
            case .line(let p): result[result.count - 1].append(p)
            case .close: break
            case .quad, .cubic: Issue.record("stroke outlines must be made of lines")
            }
        }
        return result
    }

    /// The signed area of a closed polygon (shoelace formula).
    static func signedArea(_ contour: [Point]) -> Double {
        var sum = 0.0
        for (i, a) in contour.enumerated() {
            let b = contour[(i + 1) % contour.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// The sum of the contours' signed areas: the covered area when no part is covered twice.
    static func area(_ path: Path) -> Double {
        abs(contours(path).reduce(0) { $0 + signedArea($1) })
    }

    /// The winding number of the outline around `p`.
    static func winding(_ path: Path, at p: Point) -> Int {
        var winding = 0
        for contour in contours(path) {
            for (i, a) in contour.enumerated() {
                let b = contour[(i + 1) % contour.count]
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y && side > 0 { winding += 1 }
                } else if b.y <= p.y && side < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    /// Whether the non-zero fill of the outline covers `p`.
    static func covers(_ path: Path, _ p: Point) -> Bool {
        winding(path, at: p) != 0
    }

    /// The distance from `p` to the polyline through `points` (closed: back to the first).
    static func distance(from p: Point, toPolyline points: [Point], closed: Bool) -> Double {
        var best = p.distance(to: points[0])
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            let t = lengthSquared > 0 ? Swift.max(0, Swift.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) : 0
            best = Swift.min(best, p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy)))
        }
        return best
    }

    /// A path of straight lines through `points`.
    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (i, (x, y)) in points.enumerated() {
            if i == 0 { path.move(to: Point(x: x, y: y)) } else { path.line(to: Point(x: x, y: y)) }
        }
        if closed { path.closeSubpath() }
        return path
    }

    /// Whether `a` and `b` differ by at most `tolerance`.
    static func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Whether two rectangles' edges differ by at most `tolerance`.
    static func isClose(_ a: Rect, _ b: Rect, within tolerance: Double = 1e-9) -> Bool {
        isClose(a.minX, b.minX, within: tolerance) && isClose(a.minY, b.minY, within: tolerance)
            && isClose(a.maxX, b.maxX, within: tolerance) && isClose(a.maxY, b.maxY, within: tolerance)
    }
}
