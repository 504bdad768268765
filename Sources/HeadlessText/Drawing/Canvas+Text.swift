import HeadlessGeometry
import HeadlessRaster

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

    /// Draws one run of positioned glyphs, offset by `origin`. Glyphs of a
    /// colour bitmap face (emoji) are drawn in their own colours, with the
    /// text colour's opacity. Glyphs larger than `GlyphCache.maxPixelSize`
    /// are filled as paths, clipped to the canvas, rather than cached whole.
    public func draw(_ run: GlyphRun, at origin: Point, color: Color) {
        if record({ $0.draw(run, at: origin, color: color) }) { return }
        if run.font.face.hasColorBitmaps { return drawColorGlyphs(run, at: origin, opacity: color.alpha) }
        let t = transform
        guard transformIsUniformScale, run.font.size * t.a <= GlyphCache.maxPixelSize else {
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
            let key = GlyphCache.Key(
                face: run.font.face, glyph: glyph.glyph, pixelSize: pixelSize,
                subpixelX: Int(qx) - wholeX * GlyphCache.subpixelSteps,
                subpixelY: Int(qy) - wholeY * GlyphCache.subpixelSteps)
            blend(GlyphCache.shared.mask(for: key), x: wholeX, y: wholeY, color: solid)
        }
    }

    /// Draws a colour bitmap face's glyphs: under a transform that only scales
    /// uniformly and translates, each is resampled to its device size (area
    /// averaging) and placed on whole device pixels at the pen position;
    /// under any other, its strike bitmap is drawn through the transform.
    private func drawColorGlyphs(_ run: GlyphRun, at origin: Point, opacity: Double) {
        let t = transform
        save()
        defer { restore() }
        alpha *= opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        for glyph in run.glyphs {
            let pen = Point(x: origin.x + glyph.position.x, y: origin.y + glyph.position.y)
            if transformIsUniformScale {
                let device = t.apply(to: pen)
                guard device.isFinite, abs(device.x) < 1e9, abs(device.y) < 1e9,
                    let placed = ColorGlyphCache.shared.placed(
                        run.font.face, glyph: glyph.glyph,
                        pixelSize: run.font.size * t.a)
                else { continue }
                transform = .identity
                draw(
                    placed.bitmap,
                    at: Point(
                        x: device.x.rounded(.down) + Double(placed.left),
                        y: device.y.rounded(.down) + Double(placed.top)), sampling: .nearest)
                transform = t
            } else if let strike = run.font.face.colorGlyph(glyph.glyph), strike.pixelsPerEm > 0 {
                let scale = run.font.size / Double(strike.pixelsPerEm)
                draw(
                    strike.bitmap,
                    in: Rect(
                        x: pen.x + Double(strike.left) * scale, y: pen.y - Double(strike.top) * scale,
                        width: Double(strike.bitmap.width) * scale,
                        height: Double(strike.bitmap.height) * scale))
            }
        }
    }
}
