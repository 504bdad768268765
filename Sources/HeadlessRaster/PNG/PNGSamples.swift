/// Conversions between premultiplied bitmap pixels and the samples libpng reads
/// and writes (straight-alpha 8-bit, or premultiplied 16-bit).
enum PNGSamples {
    /// Premultiplies, in place, pixels whose memory holds straight R, G, B, A bytes,
    /// leaving packed premultiplied values (see ``Bitmap``).
    static func premultiply(_ pixels: inout [UInt32]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            // An opaque image (the usual reference) is already premultiplied: one quick pass tells.
            var all: UInt32 = 0xFF00_0000
            for p in buffer { all &= p }
            if all & 0xFF00_0000 == 0xFF00_0000 { return }
            for i in buffer.indices {
                let straight = UInt32(littleEndian: buffer[i])
                switch straight >> 24 {
                case 0xFF: buffer[i] = straight
                case 0: buffer[i] = 0
                default:
                    let p = PremultipliedPixel(packed: straight)
                    buffer[i] =
                        PremultipliedPixel(
                            r: PremultipliedPixel.multiply(p.r, p.a), g: PremultipliedPixel.multiply(p.g, p.a),
                            b: PremultipliedPixel.multiply(p.b, p.a), a: p.a
                        ).packed
                }
            }
        }
    }

    /// Packed premultiplied pixels from premultiplied 16-bit R, G, B, A samples,
    /// each rounded to nearest: `round(v / 257)`, computed as `(v * 255 + 32895) >> 16`.
    static func roundedToEightBits(_ samples: [UInt16]) -> [UInt32] {
        packedEightBit(samples) { sample, _ in sample }
    }

    /// Packed straight pixels from premultiplied 16-bit R, G, B, A samples:
    /// each colour is un-premultiplied at 16 bits (`min(65535, round(c * 65535 / a))`),
    /// then rounded to 8 bits like ``roundedToEightBits(_:)``; transparent pixels
    /// become zero. Opaque pixels come out exactly as stored in the file; other
    /// colours within one unit of it, since libpng's premultiplication rounded them.
    static func unpremultipliedToEightBits(_ samples: [UInt16]) -> [UInt32] {
        packedEightBit(samples) { sample, alpha in
            alpha == 0 ? 0 : min(65535, (sample * 65535 + alpha / 2) / alpha)
        }
    }

    /// Packs 16-bit R, G, B, A samples into 8-bit pixels, each rounded to nearest
    /// (`(v * 255 + 32895) >> 16`) after `colour` maps every colour sample given its alpha.
    private static func packedEightBit(_ samples: [UInt16], colour: (UInt32, UInt32) -> UInt32) -> [UInt32] {
        samples.withUnsafeBufferPointer { samples in
            (0..<(samples.count / 4)).map { i in
                let alpha = UInt32(samples[i * 4 + 3])
                return (0..<4).reduce(UInt32(0)) { packed, channel in
                    let sample = UInt32(samples[i * 4 + channel])
                    let value = channel == 3 ? sample : colour(sample, alpha)
                    return packed | ((value * 255 + 32895) >> 16) << (channel * 8)
                }
            }
        }
    }

    /// Straight R, G, B, A bytes for every pixel, rounded to nearest.
    ///
    /// For pixels whose components do not exceed their alpha (a valid
    /// premultiplied bitmap), premultiplying the result gives the pixels back exactly.
    static func straightRGBA(_ bitmap: Bitmap) -> [UInt8] {
        samples(bitmap, channels: 4) { pixel, out in
            let s = PremultipliedPixel(packed: pixel).unpremultiplied
            out[0] = s.r
            out[1] = s.g
            out[2] = s.b
            out[3] = s.a
        }
    }

    /// R, G, B bytes for every pixel, dropping alpha; meant for opaque bitmaps.
    static func rgb(_ bitmap: Bitmap) -> [UInt8] {
        samples(bitmap, channels: 3) { pixel, out in
            out[0] = UInt8(truncatingIfNeeded: pixel)
            out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
            out[2] = UInt8(truncatingIfNeeded: pixel >> 16)
        }
    }

    /// `channels` bytes per pixel, each pixel's written by `write`.
    private static func samples(
        _ bitmap: Bitmap, channels: Int,
        write: (UInt32, UnsafeMutableBufferPointer<UInt8>) -> Void
    ) -> [UInt8] {
        let count = bitmap.pixels.count * channels
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            bitmap.pixels.withUnsafeBufferPointer { pixels in
                for (i, pixel) in pixels.enumerated() {
                    write(pixel, UnsafeMutableBufferPointer(rebasing: out[(i * channels)..<(i * channels + channels)]))
                }
            }
            initialized = count
        }
    }
}
