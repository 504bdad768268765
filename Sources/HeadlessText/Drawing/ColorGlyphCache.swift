import HeadlessRaster

/// Colour glyphs (emoji) resampled to the device pixel sizes they are drawn
/// at, shared by every canvas: resampling a strike bitmap costs far more
/// than placing it.
final class ColorGlyphCache: Sendable {
    /// A glyph at a device size.
    struct Key: Hashable {
        let face: FontFace
        let glyph: GlyphID
        /// The font size in device pixels, in 1/64 pixel.
        let pixelSize64: Int
    }

    /// A glyph's pixels at a device size, and where they sit.
    struct Placed: Sendable {
        /// The resampled pixels.
        let bitmap: Bitmap
        /// The left edge right of the whole-pixel pen position, in device pixels.
        let left: Int
        /// The top edge below the whole-pixel baseline, in device pixels (negative: above).
        let top: Int
    }

    /// The cache every canvas shares.
    static let shared = ColorGlyphCache()

    /// Up to 32 MiB of resampled pixels.
    private let glyphs = ByteBudgetedCache<Key, Placed?>(byteBudget: 32 << 20) { ($0?.bitmap.pixels.count ?? 0) * 4 + 64 }

    /// `glyph` of `face` at `pixelSize` device pixels per em, resampled on first use;
    /// nil when the face has no colour bitmap for it.
    func placed(_ face: FontFace, glyph: GlyphID, pixelSize: Double) -> Placed? {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 4096 else { return nil }
        let key = Key(face: face, glyph: glyph, pixelSize64: Int((pixelSize * 64).rounded()))
        return glyphs.value(for: key) { Self.resample(face.colorGlyph(glyph), pixelSize: Double(key.pixelSize64) / 64) }
    }

    /// The strike bitmap scaled by `pixelSize / pixelsPerEm`, its edges on whole device pixels.
    private static func resample(_ glyph: ColorGlyph?, pixelSize: Double) -> Placed? {
        guard let glyph, glyph.pixelsPerEm > 0 else { return nil }
        let scale = pixelSize / Double(glyph.pixelsPerEm)
        let left = (Double(glyph.left) * scale).rounded(), top = (Double(-glyph.top) * scale).rounded()
        let width = Int((Double(glyph.bitmap.width) * scale).rounded())
        let height = Int((Double(glyph.bitmap.height) * scale).rounded())
        guard width > 0, height > 0, let bitmap = try? glyph.bitmap.resampled(width: width, height: height) else {
            return nil
        }
        return Placed(bitmap: bitmap, left: Int(left), top: Int(top))
    }
}
