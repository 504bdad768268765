/// Blends source pixels into destination pixels under coverage, per ``BlendMode``.
///
/// All arithmetic is on premultiplied 8-bit channels with exact rounding
/// (``PixelMath``): this is the one scalar reference path.
enum Compositor {
    /// Blends one source colour into `count` destination pixels, each weighted by its coverage.
    @inline(__always)
    static func blendSolid(_ color: UInt32, mode: BlendMode, coverage: UnsafePointer<UInt8>,
                           destination: UnsafeMutablePointer<UInt32>, count: Int) {
        if mode == .sourceOver {
            // Branch-free so the compiler can vectorize it; coverage 0 leaves the
            // destination exactly as it was, and 255 gives the plain colour.
            for i in 0..<count {
                let s = PixelMath.scale(color, UInt32(coverage[i]))
                destination[i] = s &+ PixelMath.scale(destination[i], 255 &- (s >> 24))
            }
            return
        }
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c != 0 { destination[i] = blend(color, destination[i], coverage: c, mode: mode) }
        }
    }

    /// Blends one source colour into `count` destination pixels that share one coverage `c` (1...255).
    @inline(__always)
    static func fillSolid(_ color: UInt32, coverage c: UInt32, mode: BlendMode,
                          destination: UnsafeMutablePointer<UInt32>, count: Int) {
        guard mode == .sourceOver else {
            for i in 0..<count { destination[i] = blend(color, destination[i], coverage: c, mode: mode) }
            return
        }
        let s = PixelMath.scale(color, c)
        let inverse = 255 &- (s >> 24)
        if inverse == 0 {
            destination.update(repeating: s, count: count)
        } else {
            for i in 0..<count { destination[i] = s &+ PixelMath.scale(destination[i], inverse) }
        }
    }

    /// Blends a row of source pixels into `count` destination pixels, each weighted by its coverage.
    @inline(__always)
    static func blendRow(_ source: UnsafePointer<UInt32>, mode: BlendMode, coverage: UnsafePointer<UInt8>,
                         destination: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c != 0 { destination[i] = blend(source[i], destination[i], coverage: c, mode: mode) }
        }
    }

    /// The result of blending source `src` into destination `dst` with coverage `c` (1...255).
    @inline(__always)
    static func blend(_ src: UInt32, _ dst: UInt32, coverage c: UInt32, mode: BlendMode) -> UInt32 {
        let s = c == 255 ? src : PixelMath.scale(src, c)
        let sa = PixelMath.alpha(s)
        switch mode {
        case .sourceOver:
            return s &+ PixelMath.scale(dst, 255 - sa)
        case .copy:
            return s &+ PixelMath.scale(dst, 255 - c)
        case .clear:
            return PixelMath.scale(dst, 255 - c)
        case .destinationOut:
            return PixelMath.scale(dst, 255 - sa)
        case .multiply:
            let da = PixelMath.alpha(dst)
            return PixelMath.perChannel(s, dst) { sc, dc in
                PixelMath.mul(sc, dc) + PixelMath.mul(sc, 255 - da) + PixelMath.mul(dc, 255 - sa)
            }
        case .screen:
            return PixelMath.perChannel(s, dst) { sc, dc in sc + dc - PixelMath.mul(sc, dc) }
        }
    }
}
