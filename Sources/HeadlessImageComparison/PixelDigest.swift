import HeadlessRaster

extension Bitmap {
    /// The digest by `algorithm` of the pixel bytes (premultiplied RGBA8,
    /// row by row, each pixel's bytes red, green, blue, alpha), seed 0. Two
    /// bitmaps of one size with equal digests have, all but certainly, equal pixels.
    package func pixelDigest(using algorithm: DigestAlgorithm) -> UInt64 {
        pixels.withUnsafeBytes { algorithm.hash($0) }
    }

    /// The ``XXH64`` digest of the pixel bytes: ``pixelDigest(using:)`` with ``DigestAlgorithm/xxh64``.
    package var pixelDigest: UInt64 { pixelDigest(using: .xxh64) }
}
