/// pixelmatch 6's blending of straight-alpha pixels: a pixel that is not opaque is
/// blended with white (`255 + (c - 255) * a / 255`) before its YIQ values are taken.
enum WhiteBlending: YIQBlending {
    static func colorDelta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        guard first != second else { return 0 }
        let p = blended(first), q = blended(second)
        let y1 = YIQ.y(p.r, p.g, p.b), y2 = YIQ.y(q.r, q.g, q.b)
        let delta = YIQ.distance(
            y: y1 - y2, i: YIQ.i(p.r, p.g, p.b) - YIQ.i(q.r, q.g, q.b), q: YIQ.q(p.r, p.g, p.b) - YIQ.q(q.r, q.g, q.b)
        )
        return y1 > y2 ? -delta : delta
    }

    static func brightnessDelta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        guard first != second else { return 0 }
        let p = blended(first), q = blended(second)
        return YIQ.y(p.r, p.g, p.b) - YIQ.y(q.r, q.g, q.b)
    }

    static func fadedGrey(_ pixel: UInt32, opacity: Double) -> Double {
        let p = YIQ.channels(pixel)
        return 255 + (YIQ.y(Double(p.r), Double(p.g), Double(p.b)) - 255) * (opacity * Double(p.a) / 255)
    }

    /// The pixel's colour blended with white.
    @inline(__always)
    private static func blended(_ pixel: UInt32) -> (r: Double, g: Double, b: Double) {
        let p = YIQ.channels(pixel)
        guard p.a < 255 else { return (Double(p.r), Double(p.g), Double(p.b)) }
        let a = Double(p.a) / 255
        return (255 + Double(p.r - 255) * a, 255 + Double(p.g - 255) * a, 255 + Double(p.b - 255) * a)
    }
}
