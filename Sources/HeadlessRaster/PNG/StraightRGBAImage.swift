import Foundation

/// The straight-alpha (un-premultiplied) 8-bit RGBA samples of a PNG file, as stored.
///
/// Where a ``Bitmap`` premultiplies, this keeps every sample exactly as the file
/// holds it, which tools that work on raw RGBA (such as pixelmatch) need:
/// premultiplying loses the colour of semi-transparent pixels. Decoding follows
/// ``Bitmap/init(pngData:)``: colour-space chunks are ignored, palettes and
/// `tRNS` are expanded, 16-bit samples are rounded to 8 bits.
package struct StraightRGBAImage: Sendable, Equatable {
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int
    /// The pixels, row by row, packed like ``Bitmap/pixels`` (bytes red, green,
    /// blue, alpha in memory) but with straight alpha.
    package let pixels: [UInt32]

    /// Creates an image from straight-alpha pixels; `pixels.count` is `width * height`.
    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes PNG data into straight-alpha samples.
    ///
    /// - Throws: the errors of ``Bitmap/init(pngData:)``.
    package init(pngData: Data) throws(PNGError) {
        self = try PNGDecoder.decodeStraight([UInt8](pngData))
    }
}
