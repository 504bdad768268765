import Raster
import Locking

/// Glyph coverage masks already rasterized, shared by every canvas.
///
/// A mask is a pure function of its key (face, glyph, pixel size and a
/// sub-pixel offset quantized to quarter pixels), so the cache changes
/// speed, never pixels. It holds at most ``byteBudget`` bytes; when full it
/// starts over.
final class GlyphCache: Sendable {
    /// The cache every canvas uses.
    static let shared = GlyphCache()

    /// Sub-pixel positions per pixel, on each axis.
    static let subpixelSteps = 4

    /// The most mask bytes held at once.
    let byteBudget = 32 << 20

    struct Key: Hashable {
        let face: FontFace
        let glyph: GlyphID
        let pixelSize: Double
        let subpixelX: Int
        let subpixelY: Int
    }

    private struct Storage {
        var masks: [Key: CoverageMask] = [:]
        var bytes = 0
    }

    private let storage = SanitizerVisibleMutex(Storage())

    /// The largest size, in device pixels per em, whose glyphs are cached as
    /// masks; larger ones are filled as paths, which the canvas clips, so a
    /// glyph far larger than the canvas costs no more memory than the canvas.
    static let maxPixelSize = 512.0

    /// The mask for `key`, rasterized on first use.
    func mask(for key: Key) -> CoverageMask {
        if let mask = storage.withLock({ $0.masks[key] }) { return mask }
        let steps = Double(GlyphCache.subpixelSteps)
        let mask = CoverageMask(glyphOutline: key.face.outline(for: key.glyph),
                                    scale: key.pixelSize / Double(key.face.unitsPerEm),
                                    dx: Double(key.subpixelX) / steps, dy: Double(key.subpixelY) / steps)
        storage.withLock { storage in
            if storage.bytes + mask.byteCount > byteBudget {
                storage.masks.removeAll(keepingCapacity: true)
                storage.bytes = 0
            }
            if storage.masks.updateValue(mask, forKey: key) == nil { storage.bytes += mask.byteCount }
        }
        return mask
    }
}
