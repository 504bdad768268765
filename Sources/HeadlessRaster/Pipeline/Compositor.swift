import CPixelMemory

/// Blends source pixels into destination pixels under coverage, per ``BlendMode``.
///
/// All arithmetic is on premultiplied 8-bit channels with exact rounding
/// (``PixelMath``, and ``PixelLanes`` for four source-over pixels at a time,
/// which gives the same bytes: ``blend(_:_:coverage:mode:)`` is the reference).
enum Compositor {
    /// Blends one source colour into `count` destination pixels, each weighted by its coverage.
    ///
    /// `room` (at least `count`) is how many pixels from `destination` may be
    /// read and written back unchanged: with three more, the last one to three
    /// pixels go in one group of four too, the lanes past the run under
    /// coverage 0 (which gives back every destination byte exactly).
    @inline(__always)
    static func blendSolid(
        _ color: UInt32, mode: BlendMode, coverage: UnsafePointer<UInt8>,
        destination: UnsafeMutablePointer<UInt32>, count: Int, room: Int
    ) {
        guard mode == .sourceOver else {
            return blendSolidPixelByPixel(color, mode: mode, coverage: coverage, destination: destination, count: count)
        }
        // Four pixels at a time; four pixels without coverage are left alone, four
        // fully covered by an opaque colour are stored (the formula gives both exactly).
        let colors = PixelLanes.Quad(repeating: color)
        let opaque = color >> 24 == 255
        var i = 0
        while i &+ 4 <= count {
            let word = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
            if word == UInt32.max && opaque {
                PixelLanes.store(colors, to: destination + i)
            } else if word != 0 {
                let s = PixelLanes.scale(colors, PixelLanes.coverageFactors(coverage + i))
                PixelLanes.store(PixelLanes.sourceOver(s, PixelLanes.load(destination + i)), to: destination + i)
            }
            i &+= 4
        }
        let rest = count &- i
        if rest > 0 && i &+ 4 <= room {
            let c = SIMD4<UInt8>(coverage[i], rest > 1 ? coverage[i &+ 1] : 0, rest > 2 ? coverage[i &+ 2] : 0, 0)
            let s = PixelLanes.scale(colors, PixelLanes.coverageFactors(c))
            PixelLanes.store(PixelLanes.sourceOver(s, PixelLanes.load(destination + i)), to: destination + i)
            return
        }
        while i < count {
            let s = PixelMath.scale(color, UInt32(coverage[i]))
            destination[i] = s &+ PixelMath.scale(destination[i], 255 &- (s >> 24))
            i &+= 1
        }
    }

    /// ``blendSolid(_:mode:coverage:destination:count:room:)`` for long runs, such as the
    /// rows of glyph and shadow masks: eight pixels at a time where the
    /// processor has AVX2 (`CPixelMemory`, the same bytes), the rest as above.
    /// Short runs (the edge pixels of a shape) stay with the inlined loop.
    @inline(__always)
    static func blendSolidRun(
        _ color: UInt32, mode: BlendMode, coverage: UnsafePointer<UInt8>,
        destination: UnsafeMutablePointer<UInt32>, count: Int, room: Int
    ) {
        let done =
            mode == .sourceOver && count >= shortestWideRun && hasAVX2
            ? pixel_blend_solid_avx2(color, coverage, destination, count) : 0
        blendSolid(
            color, mode: mode, coverage: coverage + done, destination: destination + done, count: count &- done,
            room: room &- done)
    }

    /// Whether this processor runs the eight-pixel AVX2 loops of `CPixelMemory`.
    static let hasAVX2 = pixel_memory_has_avx2() != 0

    /// The shortest run handed to the AVX2 loop: it is a call, worth it from two groups of eight.
    static let shortestWideRun = 16

    /// ``blendSolid(_:mode:coverage:destination:count:room:)`` in any blend mode, one pixel at a time;
    /// kept apart so that the source-over loop stays small enough to inline.
    @inline(never)
    private static func blendSolidPixelByPixel(
        _ color: UInt32, mode: BlendMode, coverage: UnsafePointer<UInt8>,
        destination: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c != 0 { destination[i] = blend(color, destination[i], coverage: c, mode: mode) }
        }
    }

    /// Blends one source colour into `count` destination pixels that share one coverage `c` (1...255).
    @inline(__always)
    static func fillSolid(
        _ color: UInt32, coverage c: UInt32, mode: BlendMode,
        destination: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        guard mode == .sourceOver else {
            for i in 0..<count { destination[i] = blend(color, destination[i], coverage: c, mode: mode) }
            return
        }
        let s = PixelMath.scale(color, c)
        let inverse = 255 &- (s >> 24)
        if inverse == 0 {
            PixelFill.fill(destination, with: s, count: count)
            return
        }
        let source = PixelLanes.Quad(repeating: s), factors = PixelLanes.inverseAlphaFactors(source)
        var i = 0
        while i &+ 4 <= count {
            PixelLanes.store(source &+ PixelLanes.scale(PixelLanes.load(destination + i), factors), to: destination + i)
            i &+= 4
        }
        while i < count {
            destination[i] = s &+ PixelMath.scale(destination[i], inverse)
            i &+= 1
        }
    }

    /// Blends a row of source pixels into `count` destination pixels, each weighted by its coverage.
    @inline(__always)
    static func blendRow(
        _ source: UnsafePointer<UInt32>, mode: BlendMode, coverage: UnsafePointer<UInt8>,
        destination: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        var i = 0
        if mode == .sourceOver {
            // Four opaque source pixels fully covered are stored (the formula gives them exactly).
            let opaqueAlpha = PixelLanes.Quad(repeating: 0xFF00_0000)
            while i &+ 4 <= count {
                let word = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
                let pixels = PixelLanes.load(source + i)
                if word == UInt32.max && pixels & opaqueAlpha == opaqueAlpha {
                    PixelLanes.store(pixels, to: destination + i)
                } else if word != 0 {
                    let s = PixelLanes.scale(pixels, PixelLanes.coverageFactors(coverage + i))
                    PixelLanes.store(PixelLanes.sourceOver(s, PixelLanes.load(destination + i)), to: destination + i)
                }
                i &+= 4
            }
        }
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 { destination[i] = blend(source[i], destination[i], coverage: c, mode: mode) }
            i &+= 1
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
        default:
            return BlendFormulas.blend(src, dst, coverage: c, mode: mode)
        }
    }
}
