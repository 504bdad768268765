import HeadlessRaster

/// Glyph coverage masks already rasterized, shared by every canvas.
///
/// A mask is a pure function of its key (face, glyph, pixel size and a
/// sub-pixel offset quantized to quarter pixels), so the cache changes
/// speed, never pixels. It holds at most 32 MiB of masks; when full it
/// starts over.
final class GlyphCache: Sendable {
    /// The cache every canvas uses.
    static let shared = GlyphCache()

    /// Sub-pixel positions per pixel, on each axis.
    static let subpixelSteps = 4

    struct Key: Hashable {
        let face: FontFace
        let glyph: GlyphID
        let pixelSize: Double
        let subpixelX: Int
        let subpixelY: Int
    }

    private let masks = ByteBudgetedCache<Key, CoverageMask>(byteBudget: 32 << 20) { $0.byteCount }

    /// The largest size, in device pixels per em, whose glyphs are cached as
    /// masks; larger ones are filled as paths, which the canvas clips, so a
    /// glyph far larger than the canvas costs no more memory than the canvas.
    static let maxPixelSize = 512.0

    /// The mask for `key`, rasterized on first use.
    func mask(for key: Key) -> CoverageMask {
        masks.value(for: key) {
            let steps = Double(GlyphCache.subpixelSteps)
            return CoverageMask(
                glyphOutline: key.face.outline(for: key.glyph),
                scale: key.pixelSize / Double(key.face.unitsPerEm),
                dx: Double(key.subpixelX) / steps, dy: Double(key.subpixelY) / steps)
        }
    }
}
