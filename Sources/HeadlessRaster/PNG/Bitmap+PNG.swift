import Foundation

extension Bitmap {
    /// Decodes PNG data into a premultiplied bitmap.
    ///
    /// Every valid PNG decodes: all colour types and bit depths, palettes with
    /// `tRNS` transparency, interlaced images. Samples are taken as stored:
    /// colour-space chunks (`gAMA`, `cHRM`, `sRGB`, `iCCP`, `cICP`) are ignored,
    /// so a file's pixels do not depend on libpng's gamma tables. 16-bit samples
    /// are never treated as linear light: they are premultiplied at 16 bits, then
    /// rounded to 8 (`round(v / 257)`). A damaged ancillary chunk is skipped with
    /// a libpng warning and does not fail decoding; data that ends right after the
    /// last image data chunk (no `IEND`) decodes, since every pixel is present.
    ///
    /// - Throws: ``PNGError/decodingFailed(_:)`` with libpng's message for
    ///   empty, truncated, corrupt or non-PNG data;
    ///   ``PNGError/tooLarge(width:height:)`` when the header declares more than
    ///   ``maxPixelCount`` pixels (refused before any pixel memory is allocated).
    public init(pngData: Data) throws(PNGError) {
        self = try PNGDecoder.decode([UInt8](pngData))
    }

    /// Decodes the PNG file at `url`, as ``init(pngData:)`` does.
    ///
    /// - Throws: ``PNGError/unreadableFile(path:reason:)`` when the file cannot
    ///   be read, otherwise the errors of ``init(pngData:)``.
    public init(contentsOfPNG url: URL) throws(PNGError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        try self.init(pngData: data)
    }

    /// Encodes the bitmap (see ``PNGEncoder/encode(_:textChunks:)``) and writes
    /// it to `url` atomically: the bytes go to a temporary file in the same
    /// directory, which is then renamed over `url`, so readers never see a
    /// partly written file.
    ///
    /// - Throws: ``PNGError/unwritableFile(path:reason:)`` when the directory
    ///   does not exist or cannot be written, otherwise the errors of
    ///   ``PNGEncoder/encode(_:textChunks:)``.
    public func writePNG(to url: URL, textChunks: [String: String] = [:]) throws(PNGError) {
        try AtomicFile.writeAtomically(PNGEncoder.encode(self, textChunks: textChunks), to: url)
    }
}
