import Geometry

/// How an image is sampled when it is drawn scaled or transformed.
public enum ImageSampling: Sendable, Hashable {
    /// The nearest source pixel: hard edges, for pixel art and exact copies.
    case nearest
    /// A weighted mix of the four nearest source pixels (weights in 1/256 steps).
    case bilinear
}

/// Pixels of an image at device pixels, through an image-from-device transform.
/// Outside the image the edge pixels extend (clamp to edge).
struct ImageShader {
    let image: Bitmap
    let imageFromDevice: AffineTransform
    let sampling: ImageSampling
    let alpha: UInt32

    /// Writes the colours of `count` pixels of row `y` from column `x`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        guard w > 0, h > 0 else {
            out.update(repeating: 0, count: count)
            return
        }
        image.pixels.withUnsafeBufferPointer { src in
            for i in 0..<count {
                let p = imageFromDevice.apply(to: Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
                var pixel: UInt32
                switch sampling {
                case .nearest:
                    let sx = ImageShader.clamp(p.x, w - 1)
                    let sy = ImageShader.clamp(p.y, h - 1)
                    pixel = src[sy * w + sx]
                case .bilinear:
                    pixel = ImageShader.bilinear(src, w, h, p.x - 0.5, p.y - 0.5)
                }
                out[i] = alpha == 255 ? pixel : PixelMath.scale(pixel, alpha)
            }
        }
    }

    /// The column or row holding coordinate `v`, clamped to `0...hi` (NaN gives 0).
    @inline(__always)
    private static func clamp(_ v: Double, _ hi: Int) -> Int {
        v.isNaN ? 0 : Int(Swift.max(0, Swift.min(Double(hi), v)))
    }

    /// Bilinear interpolation with weights in 1/256 steps: the two rows are
    /// interpolated horizontally, then the results vertically, each step
    /// rounded to nearest (two channels per multiply).
    @inline(__always)
    private static func bilinear(_ src: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int,
                                 _ u: Double, _ v: Double) -> UInt32 {
        let limit = Double(1 << 40)
        guard abs(u) < limit, abs(v) < limit else { return 0 }
        let fu = floorToInt(u * 256), fv = floorToInt(v * 256)
        let x0 = fu >> 8, y0 = fv >> 8
        let ax = UInt32(fu & 255), ay = UInt32(fv & 255)
        let cx0 = min(max(x0, 0), w - 1), cx1 = min(max(x0 + 1, 0), w - 1)
        let cy0 = min(max(y0, 0), h - 1), cy1 = min(max(y0 + 1, 0), h - 1)
        let p00 = src[cy0 * w + cx0], p10 = src[cy0 * w + cx1]
        let p01 = src[cy1 * w + cx0], p11 = src[cy1 * w + cx1]
        // Inside a flat area interpolation changes nothing (lerp of equal values is exact).
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        return lerp(lerp(p00, p10, ax), lerp(p01, p11, ax), ay)
    }

    /// `a + (b - a) * t / 256` per channel, rounded to nearest, for `t` in `0..<256`.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 &- t
        let rb = ((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8
        let ga = ((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080
        return (rb & 0x00FF_00FF) | (ga & 0xFF00_FF00)
    }
}
