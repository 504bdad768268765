import CPNG

/// Reads PNG bytes into a premultiplied bitmap, or into straight-alpha samples,
/// through libpng's simplified API (8-bit RGB and RGBA files, the usual
/// references, take ``PNGFastDecoder`` first, with the same pixels).
///
/// Samples are taken as stored: colour-space chunks are removed first (see
/// ``PNGColorSpaceChunks``), so libpng converts no gamma. Files of bit depth 8
/// or less are read as straight 8-bit RGBA (and premultiplied here for a bitmap).
/// 16-bit files are read as 16-bit RGBA, which libpng premultiplies exactly at
/// 16 bits (`(c * a + 32767) / 65535`), then every channel is rounded to 8 bits
/// (`round(v / 257)`), after un-premultiplying at 16 bits for straight samples.
/// Asking libpng for 8-bit output from 16-bit input would be simpler, but libpng
/// scrambles the rows of interlaced 16-bit images on that path
/// (pnggroup/libpng#853, present in 1.6.39 as shipped by Debian).
enum PNGDecoder {
    /// Decodes `data`, refusing what ``PNGInputLimits`` refuses before allocating anything.
    static func decode(_ data: [UInt8]) throws(PNGError) -> Bitmap {
        try PNGInputLimits.check(data)
        if let fast = PNGFastDecoder.decode(data) { return fast }
        return try decodeThroughLibpng(data)
    }

    /// ``decode(_:)`` without the fast path: every file through libpng.
    static func decodeThroughLibpng(_ data: [UInt8]) throws(PNGError) -> Bitmap {
        let (width, height, pixels) = try decodePixels(data, premultiplied: true)
        do { return try Bitmap(width: width, height: height, pixels: pixels) } catch { preconditionFailure("\(error)") }
    }

    /// Decodes `data` into straight-alpha pixels, as ``decode(_:)`` does without premultiplying.
    static func decodeStraight(_ data: [UInt8]) throws(PNGError) -> StraightRGBAImage {
        let (width, height, pixels) = try decodePixels(data, premultiplied: false)
        return StraightRGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Decodes `data` into packed pixels, premultiplied or straight.
    private static func decodePixels(
        _ data: [UInt8], premultiplied: Bool
    ) throws(PNGError) -> (width: Int, height: Int, pixels: [UInt32]) {
        try PNGInputLimits.check(data)
        // libpng keeps reading the memory it was given until png_image_finish_read
        // returns, so the whole read happens while the bytes are pinned.
        let result = PNGColorSpaceChunks.removed(from: data).withUnsafeBytes { memory in
            Result { () throws(PNGError) in try decodePixels(memory, premultiplied: premultiplied) }
        }
        return try result.get()
    }

    /// Decodes the PNG stream in `memory`, which must stay valid throughout.
    private static func decodePixels(
        _ memory: UnsafeRawBufferPointer, premultiplied: Bool
    ) throws(PNGError) -> (width: Int, height: Int, pixels: [UInt32]) {
        var image = png_image.blank()
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
            throw .decodingFailed(image.messageText)
        }

        let width = Int(image.width), height = Int(image.height)
        do { try Bitmap.validate(width: width, height: height) } catch { throw .tooLarge(width: width, height: height) }
        let pixels =
            image.format & png_uint_32(PNG_FORMAT_FLAG_LINEAR) != 0
            ? try readSixteenBit(&image, pixelCount: width * height, premultiplied: premultiplied)
            : try readEightBit(&image, pixelCount: width * height, premultiplied: premultiplied)
        return (width, height, pixels)
    }

    /// Finishes reading as straight 8-bit RGBA, premultiplying if asked.
    private static func readEightBit(
        _ image: inout png_image, pixelCount: Int, premultiplied: Bool
    ) throws(PNGError) -> [UInt32] {
        image.format = png_image.rgbaFormat
        var pixels: [UInt32] = try finishRead(&image, samplesPerPixel: 1, pixelCount: pixelCount)
        if premultiplied { PNGSamples.premultiply(&pixels) }
        return pixels
    }

    /// Finishes reading as premultiplied 16-bit RGBA and rounds to 8 bits,
    /// un-premultiplying first unless premultiplied pixels are asked for.
    private static func readSixteenBit(
        _ image: inout png_image, pixelCount: Int, premultiplied: Bool
    ) throws(PNGError) -> [UInt32] {
        image.format = png_image.linearRGBAFormat
        let samples: [UInt16] = try finishRead(&image, samplesPerPixel: 4, pixelCount: pixelCount)
        return premultiplied ? PNGSamples.roundedToEightBits(samples) : PNGSamples.unpremultipliedToEightBits(samples)
    }

    /// Runs `png_image_finish_read` into a new buffer of `samplesPerPixel` values per pixel.
    private static func finishRead<Sample: FixedWidthInteger>(
        _ image: inout png_image, samplesPerPixel: Int, pixelCount: Int
    ) throws(PNGError) -> [Sample] {
        let rowStride = png_int_32(Int(image.width) * 4)  // in components; libpng caps the width far below overflow
        var finished: Int32 = 0
        let samples = [Sample](unsafeUninitializedCapacity: pixelCount * samplesPerPixel) { buffer, initialized in
            finished = png_image_finish_read(&image, nil, buffer.baseAddress, rowStride, nil)
            initialized = buffer.count
        }
        guard finished != 0 else { throw .decodingFailed(image.messageText) }
        return samples
    }
}
