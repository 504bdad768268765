import Raster

extension Bitmap {
    /// The ``XXH64`` digest of the pixel bytes (premultiplied RGBA8, row by row,
    /// each pixel's bytes red, green, blue, alpha), seed 0. Two bitmaps of one
    /// size with equal digests have, all but certainly, equal pixels.
    public var pixelDigest: UInt64 {
        pixels.withUnsafeBytes { XXH64.hash($0) }
    }
}
