import CDeflate

/// A faster decoder for the PNGs snapshot references usually are: 8-bit RGB or
/// RGBA, not interlaced, without `tRNS`. It inflates the image data in one
/// call to libdeflate (about twice zlib's speed) and undoes the row filters
/// itself. Anything else, or anything wrong (a bad CRC, a short or corrupt
/// stream, an oversized image), returns `nil`, and ``PNGDecoder`` decodes
/// the file through libpng, which also gives the error message. For the
/// files it takes, the pixels are the ones libpng gives (tests compare both
/// on PngSuite).
enum PNGFastDecoder {
    /// The premultiplied pixels of `bytes`, or `nil` when libpng should decode them.
    static func decode(_ bytes: [UInt8]) -> Bitmap? {
        guard let list = PNGChunkList(bytes), let header = list.chunks.first, header.type == "IHDR",
            header.body.count == 13, header.hasValidCRC(in: bytes)
        else { return nil }
        let h = header.body.lowerBound
        let width = Int(PNGChunk.uint32(in: bytes, at: h)), height = Int(PNGChunk.uint32(in: bytes, at: h + 4))
        let depth = bytes[h + 8], colorType = bytes[h + 9], interlace = bytes[h + 12]
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0, bytes[h + 10] == 0, bytes[h + 11] == 0,
            width > 0, height > 0, !overflow, pixelCount <= PNGInputLimits.maxPixelCount,
            !list.chunks.contains(where: { $0.type == "tRNS" }),
            list.chunks.last?.type == "IEND"
        else { return nil }
        let imageData = list.chunks.filter { $0.type == "IDAT" }
        guard !imageData.isEmpty, imageData.allSatisfy({ $0.hasValidCRC(in: bytes) }) else { return nil }
        var compressed: [UInt8] = []
        compressed.reserveCapacity(imageData.reduce(0) { $0 + $1.body.count })
        for chunk in imageData { compressed += bytes[chunk.body] }

        let channels = colorType == 6 ? 4 : 3
        let rowBytes = width * channels
        guard var rows = inflate(compressed, expectedCount: height * (rowBytes + 1)) else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let ok = rows.withUnsafeMutableBufferPointer { raw in
            pixels.withUnsafeMutableBufferPointer { out in
                PNGRowFilters.unfilterAndPack(
                    raw.baseAddress!, width: width, height: height, channels: channels,
                    into: out.baseAddress!)
            }
        }
        guard ok else { return nil }
        return try? Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The zlib stream `compressed` inflated, when it holds exactly `expectedCount` bytes.
    private static func inflate(_ compressed: [UInt8], expectedCount: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: expectedCount)
        var produced = 0
        let result = compressed.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count,
                    out.baseAddress, out.count, &produced)
            }
        }
        return result == LIBDEFLATE_SUCCESS && produced == expectedCount ? output : nil
    }
}
