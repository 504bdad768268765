/// Four packed premultiplied pixels at a time in SIMD lanes, with exactly the
/// integer rounding of ``PixelMath``: every function here gives, lane by lane,
/// the bytes its scalar counterpart gives for one pixel (the randomised
/// identity tests check this).
///
/// A pixel's four channels are split over two 16-bit lanes each (red and blue
/// in one vector, green and alpha in the other), so that one 16-bit multiply
/// scales eight channels: the SIMD form of ``PixelMath/scale(_:_:)``'s "two
/// channels per multiply".
enum PixelLanes {
    /// Four packed pixels (see ``Bitmap``).
    typealias Quad = SIMD4<UInt32>
    /// One 16-bit factor per channel pair: pixel `i`'s factor in lanes `2i` and `2i + 1`.
    typealias Factors = SIMD8<UInt16>

    /// Four pixels read from `pointer` (any alignment).
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt32>) -> Quad {
        UnsafeRawPointer(pointer).loadUnaligned(as: Quad.self)
    }

    /// Writes four pixels to `pointer` (any alignment).
    @inline(__always)
    static func store(_ quad: Quad, to pointer: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: quad, as: Quad.self)
    }

    /// `x * y / 255` rounded to nearest in every lane, for values up to 255
    /// (``PixelMath/mul(_:_:)``; no lane exceeds 16 bits on the way).
    @inline(__always)
    static func mul(_ x: Factors, _ y: Factors) -> Factors {
        let t = x &* y &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Every channel of each pixel times its factor `/ 255`: ``PixelMath/scale(_:_:)`` in four lanes.
    @inline(__always)
    static func scale(_ pixels: Quad, _ factors: Factors) -> Quad {
        let channels = unsafeBitCast(pixels, to: Factors.self)
        let redBlue = mul(channels & 0x00FF, factors), greenAlpha = mul(channels &>> 8, factors)
        return unsafeBitCast(redBlue | greenAlpha &<< 8, to: Quad.self)
    }

    /// `255 - alpha` of each pixel, as factors.
    @inline(__always)
    static func inverseAlphaFactors(_ pixels: Quad) -> Factors {
        let inverse = (pixels &>> 24) ^ 0xFF
        return unsafeBitCast(inverse | inverse &<< 16, to: Factors.self)
    }

    /// The four coverage bytes at `pointer` (any alignment), as factors.
    @inline(__always)
    static func coverageFactors(_ pointer: UnsafePointer<UInt8>) -> Factors {
        coverageFactors(UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    /// Four coverage values, as factors.
    @inline(__always)
    static func coverageFactors(_ c: SIMD4<UInt8>) -> Factors {
        // Written lane by lane, this compiles to two unpack instructions.
        return Factors(
            UInt16(c[0]), UInt16(c[0]), UInt16(c[1]), UInt16(c[1]),
            UInt16(c[2]), UInt16(c[2]), UInt16(c[3]), UInt16(c[3]))
    }

    /// `a + (b - a) * t / 256` per channel, rounded to nearest, for weights
    /// `t` in `0..<256` (pixel `i`'s in lanes `2i` and `2i + 1`):
    /// ``ImageShader/lerp(_:_:_:)`` in four lanes. No lane exceeds 16 bits, as
    /// the two weights add up to 256.
    @inline(__always)
    static func lerp(_ a: Quad, _ b: Quad, _ t: Factors) -> Quad {
        let s = 256 &- t
        let a = unsafeBitCast(a, to: Factors.self), b = unsafeBitCast(b, to: Factors.self)
        let redBlue = ((a & 0x00FF) &* s &+ (b & 0x00FF) &* t &+ 0x80) &>> 8
        let greenAlpha = ((a &>> 8) &* s &+ (b &>> 8) &* t &+ 0x80) &>> 8
        return unsafeBitCast(redBlue | greenAlpha &<< 8, to: Quad.self)
    }

    /// Source-over of premultiplied `source` on `destination`:
    /// `source + destination * (255 - source alpha) / 255`, added as packed
    /// words exactly as the scalar path adds them.
    @inline(__always)
    static func sourceOver(_ source: Quad, _ destination: Quad) -> Quad {
        source &+ scale(destination, inverseAlphaFactors(source))
    }
}
