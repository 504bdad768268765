/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1)
/// through two control points, as Core Animation defines its named curves.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/camediatimingfunction)
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two control points.
    private let controlPoints: (Float, Float, Float, Float)

    /// The curve through control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// One of Core Animation's named curves; linear for an unknown name.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points = CAMediaTimingFunction.namedControlPoints[name] ?? (0, 0, 1, 1)
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Core Animation's control points for its named curves.
    private static let namedControlPoints: [CAMediaTimingFunctionName: (Float, Float, Float, Float)] = [
        .linear: (0, 0, 1, 1), .easeIn: (0.42, 0, 1, 1), .easeOut: (0, 0, 0.58, 1),
        .easeInEaseOut: (0.42, 0, 0.58, 1), .default: (0.25, 0.1, 0.25, 1),
    ]

    /// Writes the point at `idx` (0 the start, 1 and 2 the control points, 3
    /// the end) into `ptr` as two floats; an index out of range writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (controlPoints.0, controlPoints.1), (controlPoints.2, controlPoints.3), (1, 1)]
        guard points.indices.contains(idx) else { return }
        (ptr[0], ptr[1]) = points[idx]
    }

    /// The curve's progress at time `x` (0 to 1): the y of the curve's point
    /// whose x is `x`, found by Newton's method with bisection to fall back on,
    /// to within 1e-14; `x` outside 0...1 is clamped.
    func value(at x: Double) -> Double {
        let (x1, y1, x2, y2) = (Double(controlPoints.0), Double(controlPoints.1), Double(controlPoints.2), Double(controlPoints.3))
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        let x = x.isNaN ? 0 : max(0, min(1, x))
        var s = x
        for _ in 0..<12 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-14 { return bezier(s, y1, y2) }
            let d = slope(s, x1, x2)
            guard abs(d) > 1e-6 else { break }
            s -= error / d
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<100 where high - low > 1e-15 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-14 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return bezier(s, y1, y2)
    }
}

/// The names of Core Animation's timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the curve.
    public let rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
