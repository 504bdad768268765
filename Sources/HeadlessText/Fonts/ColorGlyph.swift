import CFreeType
import HeadlessRaster

/// A glyph of a colour bitmap font (such as an emoji of Noto Color Emoji) at
/// the font's own strike size: premultiplied pixels and where they sit.
struct ColorGlyph: Sendable {
    /// The glyph's pixels at the strike size.
    let bitmap: Bitmap
    /// The bitmap's left edge right of the pen position, in strike pixels.
    let left: Int
    /// The bitmap's top edge above the baseline, in strike pixels.
    let top: Int
    /// The strike's pixels per em.
    let pixelsPerEm: Int
}

extension FaceHandles {
    /// The colour bitmap of `glyph` (`FT_LOAD_COLOR`), or nil when the face
    /// has none for it. FreeType only copies the strike's stored pixels: no
    /// rasterizer or scaler of FreeType's touches them.
    func colorGlyph(_ glyph: GlyphID) -> ColorGlyph? {
        guard hasColorBitmaps, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else {
            return nil
        }
        let source = slot.pointee.bitmap
        guard source.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), source.width > 0, source.rows > 0,
            let buffer = source.buffer
        else { return nil }
        let width = Int(source.width), height = Int(source.rows), pitch = Int(source.pitch)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = buffer + y * pitch
            for x in 0..<width {
                // Premultiplied BGRA to our premultiplied RGBA (red in the low byte).
                let b = UInt32(row[4 * x]), g = UInt32(row[4 * x + 1]), r = UInt32(row[4 * x + 2]), a = UInt32(row[4 * x + 3])
                pixels[y * width + x] = r | g << 8 | b << 16 | a << 24
            }
        }
        guard let bitmap = try? Bitmap(width: width, height: height, pixels: pixels) else { return nil }
        return ColorGlyph(
            bitmap: bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            pixelsPerEm: Int(face.pointee.size.pointee.metrics.y_ppem))
    }
}
