/// pixelmatch 7's blending of straight-alpha pixels: a pixel that is not opaque
/// is composited over a pseudo-random checkerboard of dark (48) and light (207)
/// channel values picked by its byte offset, so a transparency change shows
/// whatever the colour underneath.
enum CheckerboardBlending: YIQBlending {
    static func colorDelta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        guard first != second else { return 0 }
        let d = differences(first, second, offset: offset)
        return YIQ.signedDistance(d.r, d.g, d.b)
    }

    static func brightnessDelta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        guard first != second else { return 0 }
        let d = differences(first, second, offset: offset)
        return YIQ.y(d.r, d.g, d.b)
    }

    static func fadedGrey(_ pixel: UInt32, opacity: Double) -> Double {
        let p = YIQ.channels(pixel)
        return 255 + (YIQ.y(Double(p.r), Double(p.g), Double(p.b)) - 255) * opacity * Double(p.a) / 255
    }

    /// The channel differences of the two pixels as they show over the background.
    @inline(__always)
    private static func differences(_ first: UInt32, _ second: UInt32, offset k: Int) -> (r: Double, g: Double, b: Double) {
        let p = YIQ.channels(first), q = YIQ.channels(second)
        guard p.a < 255 || q.a < 255 else {
            return (Double(p.r - q.r), Double(p.g - q.g), Double(p.b - q.b))
        }
        let da = p.a - q.a
        let rb = background(k % 2)
        let gb = background(Int(Double(k) / 1.618033988749895) % 2)
        let bb = background(Int(Double(k) / 2.618033988749895) % 2)
        return (
            Double(p.r * p.a - q.r * q.a - rb * da) / 255,
            Double(p.g * p.a - q.g * q.a - gb * da) / 255,
            Double(p.b * p.a - q.b * q.a - bb * da) / 255
        )
    }

    /// The dark or light checkerboard channel value.
    @inline(__always)
    private static func background(_ bit: Int) -> Int { 48 + 159 * bit }
}
