import CPNG
import Foundation

/// Writes bitmaps as PNG through libpng's simplified API.
public enum PNGEncoder {
    /// Encodes a bitmap as an 8-bit PNG: RGB when every pixel is opaque,
    /// straight-alpha RGBA otherwise.
    ///
    /// libpng writes with `PNG_IMAGE_FLAG_FAST` (no row filters, zlib level 3).
    /// On flat UI frames that is about four times faster than libpng's defaults,
    /// no larger, and twice as fast to decode; gradients and photographs come out
    /// about a quarter larger.
    ///
    /// Decoding the result gives `bitmap` back exactly, as long as no colour
    /// component exceeds its alpha (which ``Bitmap`` requires). The bytes depend
    /// only on the pixels, the text chunks and the zlib build: text chunks are
    /// written after `IHDR` in keyword order, ASCII text as `tEXt`, other text
    /// as uncompressed `iTXt`.
    ///
    /// - Parameters:
    ///   - bitmap: The pixels to encode; it must have at least one.
    ///   - textChunks: Text to store by keyword; keywords are 1 to 79 printable
    ///     ASCII characters without leading, trailing or doubled spaces.
    /// - Throws: ``PNGError/emptyBitmap(width:height:)`` for a bitmap without
    ///   pixels, ``PNGError/invalidTextChunk(keyword:reason:)`` for a keyword or
    ///   text PNG cannot hold, ``PNGError/encodingFailed(_:)`` if libpng fails.
    public static func encode(_ bitmap: Bitmap, textChunks: [String: String] = [:]) throws(PNGError) -> Data {
        guard !bitmap.isEmpty else { throw .emptyBitmap(width: bitmap.width, height: bitmap.height) }
        let textRecords = try PNGTextChunks.records(for: textChunks)
        let png = try encodePixels(bitmap, withAlpha: !bitmap.isOpaque)
        return Data(PNGChunkList.inserting(textRecords, afterHeaderOf: png))
    }

    /// The PNG bytes of `bitmap` without text chunks, as RGBA when `withAlpha`
    /// is true (whatever the pixels) and as RGB otherwise, which drops alpha:
    /// pass false only for an opaque bitmap.
    ///
    /// - Throws: ``PNGError/emptyBitmap(width:height:)`` for a bitmap without
    ///   pixels, ``PNGError/encodingFailed(_:)`` if libpng fails.
    package static func encodePixels(_ bitmap: Bitmap, withAlpha: Bool) throws(PNGError) -> [UInt8] {
        guard !bitmap.isEmpty else { throw .emptyBitmap(width: bitmap.width, height: bitmap.height) }
        let opaque = !withAlpha
        var image = png_image.blank()
        image.width = png_uint_32(bitmap.width)
        image.height = png_uint_32(bitmap.height)
        image.format = opaque ? png_image.rgbFormat : png_image.rgbaFormat
        image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
        let samples = opaque ? PNGSamples.rgb(bitmap) : PNGSamples.straightRGBA(bitmap)
        return try compress(samples, as: &image)
    }

    /// `png` (as ``encode(_:textChunks:)`` returns it) with `textChunks` added
    /// after its `IHDR`, without compressing the pixels again: the image data
    /// stays byte for byte as it was.
    ///
    /// - Throws: ``PNGError/invalidTextChunk(keyword:reason:)`` for a keyword or
    ///   text PNG cannot hold, ``PNGError/missingSignature`` when `png` does not
    ///   start with a PNG signature and `IHDR`.
    package static func inserting(textChunks: [String: String], into png: Data) throws(PNGError) -> Data {
        let records = try PNGTextChunks.records(for: textChunks)
        let bytes = [UInt8](png)
        guard PNGChunkList(bytes)?.chunks.first?.type == "IHDR" else { throw .missingSignature }
        return Data(PNGChunkList.inserting(records, afterHeaderOf: bytes))
    }

    /// Runs `png_image_write_to_memory` into a buffer sized by zlib's worst-case
    /// bound, so one compression pass suffices (a size-query pass would compress twice);
    /// should libpng still ask for more, it runs again with the size it asked for.
    private static func compress(_ samples: [UInt8], as image: inout png_image) throws(PNGError) -> [UInt8] {
        var capacity = worstCaseSize(sampleCount: samples.count, rows: Int(image.height))
        while true {
            var size = png_alloc_size_t(capacity)
            var written: Int32 = 0
            let png = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                written = samples.withUnsafeBytes { raw in
                    png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, raw.baseAddress, 0, nil)
                }
                initialized = written != 0 ? Int(size) : 0
            }
            if written != 0 { return png }
            guard Int(size) > capacity else { throw .encodingFailed(image.messageText) }
            capacity = Int(size)
        }
    }

    /// An upper bound of the PNG size: zlib's `deflateBound` for the filtered rows
    /// plus chunk overhead (one IDAT record per 8 KiB, and the fixed chunks).
    private static func worstCaseSize(sampleCount: Int, rows: Int) -> Int {
        let filtered = sampleCount + rows
        let deflated = filtered + (filtered + 7) / 8 + (filtered + 63) / 64 + 11
        return deflated + 12 * (deflated / 8192 + 1) + 1024
    }
}
