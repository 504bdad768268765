/// Conversions between premultiplied bitmap pixels and the samples libpng reads
/// and writes (straight-alpha 8-bit, or premultiplied 16-bit).
enum PNGSamples {
    /// Premultiplies, in place, pixels whose memory holds straight R, G, B, A bytes,
    /// leaving packed premultiplied values (see ``Bitmap``).
    static func premultiply(_ pixels: inout [UInt32]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                let straight = UInt32(littleEndian: buffer[i])
                switch straight >> 24 {
                case 0xFF: buffer[i] = straight
                case 0: buffer[i] = 0
                default:
                    let p = PremultipliedPixel(packed: straight)
                    buffer[i] = PremultipliedPixel(
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
        samples.withUnsafeBufferPointer { samples in
            (0..<(samples.count / 4)).map { i in
                (0..<4).reduce(UInt32(0)) { packed, channel in
                    packed | ((UInt32(samples[i * 4 + channel]) * 255 + 32895) >> 16) << (channel * 8)
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
            out[0] = s.r; out[1] = s.g; out[2] = s.b; out[3] = s.a
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
