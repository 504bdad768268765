/// Sine, cosine and arc tangent computed the same way on every platform.
///
/// The C library's `sin`, `cos` and `atan2` may differ in the last bit
/// between platforms and versions, which would move rendered pixels. These
/// use only IEEE-exact operations (add, multiply, divide, square root) in a
/// fixed order, with an error within a few units in the last place, and give
/// exact results at multiples of a quarter turn.
public enum Trig {
    private static let halfPi = Double.pi / 2

    /// The sine of `x` radians.
    public static func sin(_ x: Double) -> Double {
        sinCos(x).sin
    }

    /// The cosine of `x` radians.
    public static func cos(_ x: Double) -> Double {
        sinCos(x).cos
    }

    /// The sine and cosine of `x` radians.
    public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        // Reduce to r in [-pi/4, pi/4] and a quadrant (Cody and Waite): the
        // first part of pi/2 has 33 significant bits, so k times it is exact
        // for |k| < 2^20, and the second part carries the rest.
        let k = (x / halfPi).rounded()
        var r = (x - k * 1.57079632673412561417) - k * 6.07710050650619224932e-11
        // The double nearest a multiple of pi/2 counts as that multiple, so
        // quarter turns give exact 0 and ±1.
        if abs(r) <= abs(k) * 1.3e-16 { r = 0 }
        let s = sinPoly(r), c = cosPoly(r)
        switch Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// The angle of the vector (`x`, `y`) in radians, in `-pi...pi`.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        guard x.isFinite, y.isFinite else { return .nan }
        if x == 0 && y == 0 { return 0 }
        let ax = abs(x), ay = abs(y)
        // atan of the smaller ratio, then fold into the right octant.
        // pi/2 and pi as a double plus the part the double leaves out.
        let halfPiLow = 6.123233995736766e-17
        var angle = ay <= ax ? atan(ay / ax) : (halfPi - atan(ax / ay)) + halfPiLow
        if x < 0 { angle = (Double.pi - angle) + 2 * halfPiLow }
        return y < 0 ? -angle : angle
    }

    /// atan(t) for t in [0, 1]: three argument halvings, then a short series.
    private static func atan(_ t: Double) -> Double {
        var u = t
        for _ in 0..<3 { u = u / (1 + (1 + u * u).squareRoot()) }
        // atan(u)/u = 1 - u²(1/3 - u²(1/5 - ...)), evaluated by Horner's rule.
        let u2 = u * u
        var sum = 1.0 / 17
        for n in stride(from: 15, through: 1, by: -2) {
            sum = 1 / Double(n) - u2 * sum
        }
        return 8 * u * sum
    }

    private static func sinPoly(_ r: Double) -> Double {
        let r2 = r * r
        var term = r, sum = r
        for n in stride(from: 2, through: 16, by: 2) {
            term = -term * r2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    private static func cosPoly(_ r: Double) -> Double {
        let r2 = r * r
        var term = 1.0, sum = 1.0
        for n in stride(from: 1, through: 15, by: 2) {
            term = -term * r2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
