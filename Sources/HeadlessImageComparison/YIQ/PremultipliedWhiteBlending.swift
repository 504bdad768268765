/// The blending the comparison engine uses for premultiplied pixels (see `Bitmap`):
/// each pixel is composited over white (`c + 255 - a`, exact in integers), the
/// premultiplied counterpart of ``WhiteBlending``.
enum PremultipliedWhiteBlending: YIQBlending {
    static func colorDelta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        guard first != second else { return 0 }
        let d = differences(first, second)
        return YIQ.signedDistance(d.r, d.g, d.b)
    }

    static func brightnessDelta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double {
        guard first != second else { return 0 }
        let d = differences(first, second)
        return YIQ.y(d.r, d.g, d.b)
    }

    static func fadedGrey(_ pixel: UInt32, opacity: Double) -> Double {
        let p = YIQ.channels(pixel), white = 255 - p.a
        return 255 + (YIQ.y(Double(p.r + white), Double(p.g + white), Double(p.b + white)) - 255) * opacity
    }

    /// The channel differences of the two pixels over white.
    @inline(__always)
    private static func differences(_ first: UInt32, _ second: UInt32) -> (r: Double, g: Double, b: Double) {
        let p = YIQ.channels(first), q = YIQ.channels(second), da = p.a - q.a
        return (Double(p.r - q.r - da), Double(p.g - q.g - da), Double(p.b - q.b - da))
    }
}
