import Geometry
import Raster

extension Canvas {
    /// Draws a laid-out text with its top-left corner at `origin` (user space), in `color`.
    ///
    /// Under a transform that only scales uniformly and translates, glyphs come
    /// from a shared coverage cache, placed at quarter-pixel precision; under
    /// any other transform each glyph outline is filled exactly. Both paths use
    /// the same rasterizer, so the FreeType build never changes the pixels.
    public func draw(_ layout: TextLayout, at origin: Point, color: Color) {
        for line in layout.lines {
            for run in line.runs {
                draw(run, at: origin, color: color)
            }
        }
    }

    /// Draws one run of positioned glyphs, offset by `origin`.
    public func draw(_ run: GlyphRun, at origin: Point, color: Color) {
        let t = transform
        guard transformIsUniformScale else {
            for glyph in run.glyphs {
                let at = AffineTransform(translationX: origin.x + glyph.position.x, y: origin.y + glyph.position.y)
                fill(run.font.path(for: glyph.glyph).applying(at), color: color)
            }
            return
        }
        let pixelSize = run.font.size * t.a
        let steps = Double(GlyphCache.subpixelSteps)
        let solid = solidPixel(color)
        for glyph in run.glyphs {
            let device = t.apply(to: Point(x: origin.x + glyph.position.x, y: origin.y + glyph.position.y))
            guard device.isFinite, abs(device.x) < 1e9, abs(device.y) < 1e9 else { continue }
            let qx = (device.x * steps).rounded(), qy = (device.y * steps).rounded()
            let wholeX = Int((qx / steps).rounded(.down)), wholeY = Int((qy / steps).rounded(.down))
            let key = GlyphCache.Key(face: run.font.face, glyph: glyph.glyph, pixelSize: pixelSize,
                                     subpixelX: Int(qx) - wholeX * GlyphCache.subpixelSteps,
                                     subpixelY: Int(qy) - wholeY * GlyphCache.subpixelSteps)
            blend(GlyphCache.shared.mask(for: key), x: wholeX, y: wholeY, color: solid)
        }
    }
}
