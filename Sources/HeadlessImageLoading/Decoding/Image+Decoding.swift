import Foundation
import HeadlessLayers
import HeadlessRaster

/// Making images from PNG and JPEG bytes, as `UIImage(data:scale:)`.
extension Image {
    /// The first bytes of every PNG file.
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes PNG or JPEG data (told apart by their signatures) into an
    /// image of `scale` pixels per point.
    ///
    /// - Throws: ``ImageDecodingError/unrecognizedFormat`` for anything else,
    ///   ``ImageDecodingError/png(_:)`` or ``ImageDecodingError/jpeg(_:)`` for
    ///   damaged data, ``ImageDecodingError/tooLarge(width:height:)`` above
    ///   `Bitmap.maxPixelCount` pixels.
    public init(data: Data, scale: Double = 1) throws(ImageDecodingError) {
        let bytes = [UInt8](data)
        let bitmap: Bitmap
        if bytes.starts(with: Image.pngSignature) {
            do { bitmap = try Bitmap(pngData: data) } catch {
                if case .tooLarge(let width, let height) = error { throw .tooLarge(width: width, height: height) }
                throw .png(error)
            }
        } else if bytes.starts(with: JPEGDecoder.signature) {
            bitmap = try JPEGDecoder.decode(bytes)
        } else {
            throw .unrecognizedFormat
        }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// The scale a file name states with an `@2x`-style suffix before its
    /// extension (`photo@2x.png` is 2), or 1 without one, as UIKit reads
    /// resource names.
    public static func scale(forFileName name: String) -> Double {
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? Substring(name)
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
            let scale = Int(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), scale > 0
        else { return 1 }
        return Double(scale)
    }
}
