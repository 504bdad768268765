/// What a PNG declares, checked before any decoder allocates for it: the
/// image size (overflow-safe, against ``maxPixelCount``), chunks that claim
/// more bytes than the file has, and image data too small to hold the image
/// (deflate expands at most about 1032 times). So a 33-byte file declaring
/// 4294967295 x 4294967295 pixels, or 16384 x 16384 with no pixel data, or a
/// text chunk of 2 GiB in a 61-byte file, is refused at once with a sentence
/// saying why, and libpng never allocates for it.
enum PNGInputLimits {
    /// The most pixels a PNG may decode to: 2^26 (8192 x 8192), 256 MiB of
    /// pixels, so that one decode, with its intermediate buffers, stays well
    /// within 1 GiB. Snapshots of the largest devices at 3x are under 6 million.
    static let maxPixelCount = 1 << 26
    /// The most frames an animated PNG may declare or decode to: 1024 (over
    /// 17 seconds at 60 frames per second).
    static let maxFrameCount = 1024
    /// The most pixels all frames of a decoded animated PNG may hold together:
    /// 2^28 (1 GiB of pixels).
    static let maxAnimationPixelCount = 1 << 28
    /// Deflate's largest expansion: a 258-byte match in about two bits.
    private static let maxInflateRatio = 1032

    /// Throws when `bytes` declares what it cannot hold; returns quietly for
    /// anything else, including data that is not a PNG at all (the decoder
    /// then says what is wrong).
    static func check(_ bytes: [UInt8]) throws(PNGError) {
        guard let list = PNGChunkList(bytes) else { return }
        if list.chunks.last?.type != "IEND", list.end < bytes.count {
            let remaining = bytes.count - list.end
            guard remaining >= 8 else {
                throw .decodingFailed("the file ends inside a chunk header at byte \(list.end): it is truncated")
            }
            let declared = PNGChunk.uint32(in: bytes, at: list.end)
            let type = String(decoding: bytes[(list.end + 4)..<(list.end + 8)], as: UTF8.self)
            throw .decodingFailed(
                "chunk '\(type)' at byte \(list.end) declares \(declared) bytes of data but only"
                    + " \(max(0, remaining - 12)) remain: the file is truncated or corrupt")
        }
        guard let header = list.chunks.first, header.type == "IHDR", header.body.count == 13 else { return }
        let h = header.body.lowerBound
        let width = Int(PNGChunk.uint32(in: bytes, at: h)), height = Int(PNGChunk.uint32(in: bytes, at: h + 4))
        guard width > 0, height > 0 else { return }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maxPixelCount else { throw .tooLarge(width: width, height: height) }
        guard let bits = bitsPerPixel(depth: bytes[h + 8], colorType: bytes[h + 9]) else { return }
        // At least the unfiltered rows, whatever the interlacing; at most what the image data can inflate to.
        let needed = height * ((width * bits + 7) / 8)
        let compressed = list.chunks.reduce(0) { $0 + ($1.type == "IDAT" ? $1.body.count : 0) }
        guard compressed * maxInflateRatio + 64 >= needed else {
            throw .decodingFailed(
                "the image data (\(compressed) bytes) cannot hold a \(width)x\(height) image"
                    + " (\(needed) bytes uncompressed): the file is truncated or corrupt")
        }
    }

    /// Bits per pixel of a valid colour type and bit depth; nil for an invalid pair.
    private static func bitsPerPixel(depth: UInt8, colorType: UInt8) -> Int? {
        let channels: Int
        switch (colorType, depth) {
        case (0, 1), (0, 2), (0, 4), (0, 8), (0, 16): channels = 1
        case (3, 1), (3, 2), (3, 4), (3, 8): channels = 1
        case (2, 8), (2, 16): channels = 3
        case (4, 8), (4, 16): channels = 2
        case (6, 8), (6, 16): channels = 4
        default: return nil
        }
        return channels * Int(depth)
    }
}
