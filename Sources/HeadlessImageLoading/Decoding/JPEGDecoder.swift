import CJPEG
import HeadlessRaster

/// Decodes JPEG data with TurboJPEG, which reports errors as return codes
/// (libjpeg's classic API needs setjmp/longjmp, which Swift cannot use).
///
/// The accurate integer IDCT is used, so every machine decodes the same
/// pixels. Any TurboJPEG error or warning (such as truncated data) fails the
/// decode: a half-decoded image would hide a broken fixture.
enum JPEGDecoder {
    /// The first bytes of every JPEG stream (start of image, then a marker).
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Decodes `bytes` into an opaque bitmap.
    static func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> Bitmap {
        guard let handle = tjInitDecompress() else { throw .jpeg("cannot create a TurboJPEG decompressor") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
        else { throw .jpeg(message(handle)) }
        do { try Bitmap.validate(width: Int(width), height: Int(height)) } catch {
            throw .tooLarge(width: Int(width), height: Int(height))
        }
        // RGBA output is opaque, so it is already premultiplied.
        var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
        let status = pixels.withUnsafeMutableBytes { buffer in
            tjDecompress2(
                handle, bytes, UInt(bytes.count), buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                width, 0, height, Int32(TJPF_RGBA.rawValue), TJFLAG_ACCURATEDCT)
        }
        guard status == 0 else { throw .jpeg(message(handle)) }
        do { return try Bitmap(width: Int(width), height: Int(height), pixels: pixels) } catch {
            throw .tooLarge(width: Int(width), height: Int(height))
        }
    }

    /// TurboJPEG's message for the last error on `handle`.
    private static func message(_ handle: tjhandle) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
