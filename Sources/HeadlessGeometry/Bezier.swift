/// Evaluation of quadratic and cubic Bézier curves.
public enum Bezier {
    /// The point at parameter `t` of the quadratic curve `p0`, `c`, `p1`.
    public static func quadPoint(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let w0 = mt * mt, w1 = 2 * mt * t, w2 = t * t
        return Point(x: w0 * p0.x + w1 * c.x + w2 * p1.x, y: w0 * p0.y + w1 * c.y + w2 * p1.y)
    }

    /// The point at parameter `t` of the cubic curve `p0`, `c1`, `c2`, `p1`.
    public static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let w0 = mt * mt * mt, w1 = 3 * mt * mt * t, w2 = 3 * mt * t * t, w3 = t * t * t
        return Point(
            x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
            y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
    }
}
