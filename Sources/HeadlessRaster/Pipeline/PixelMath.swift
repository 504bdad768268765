/// Integer arithmetic on packed premultiplied pixels, exact and the same everywhere.
enum PixelMath {
    /// Every channel of `p` times `a / 255`, rounded to nearest, exactly as
    /// ``PremultipliedPixel/multiply(_:_:)`` per channel (two channels per multiply).
    @inline(__always)
    static func scale(_ p: UInt32, _ a: UInt32) -> UInt32 {
        let rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        let ga = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        return (((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF)
            | ((ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00)
    }

    /// `x * y / 255` rounded to nearest, for values up to 255.
    @inline(__always)
    static func mul(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// The alpha channel of a packed pixel.
    @inline(__always)
    static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    /// Applies `op` to each of the four channels of two pixels and packs the results, clamped to 255.
    @inline(__always)
    static func perChannel(_ s: UInt32, _ d: UInt32, _ op: (UInt32, UInt32) -> UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
            let v = op((s >> shift) & 0xFF, (d >> shift) & 0xFF)
            out |= Swift.min(v, 255) << shift
        }
        return out
    }
}
