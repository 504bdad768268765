import Geometry

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
        let t = state.transform
        let cacheable = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0 && t.isFinite
        guard cacheable else {
            for glyph in run.glyphs {
                let at = AffineTransform(translationX: origin.x + glyph.position.x, y: origin.y + glyph.position.y)
                fill(run.font.path(for: glyph.glyph).applying(at), color: color)
            }
            return
        }
        let pixelSize = run.font.size * t.a
        let steps = Double(GlyphCache.subpixelSteps)
        let solid = PremultipliedPixel(color.withAlpha(color.alpha * state.alpha)).packed
        for glyph in run.glyphs {
            let device = t.apply(to: Point(x: origin.x + glyph.position.x, y: origin.y + glyph.position.y))
            guard device.isFinite, abs(device.x) < 1e9, abs(device.y) < 1e9 else { continue }
            let qx = (device.x * steps).rounded(), qy = (device.y * steps).rounded()
            let wholeX = Int((qx / steps).rounded(.down)), wholeY = Int((qy / steps).rounded(.down))
            let key = GlyphCache.Key(face: run.font.face, glyph: glyph.glyph, pixelSize: pixelSize,
                                     subpixelX: Int(qx) - wholeX * GlyphCache.subpixelSteps,
                                     subpixelY: Int(qy) - wholeY * GlyphCache.subpixelSteps)
            blit(GlyphCache.shared.mask(for: key), x: wholeX, y: wholeY, color: solid)
        }
    }

    /// Paints `color` through a glyph mask placed at the whole-pixel pen position (`x`, `y`).
    private func blit(_ mask: GlyphMask, x: Int, y: Int, color: UInt32) {
        let placed = PixelRegion(x0: x + mask.left, y0: y + mask.top,
                                 x1: x + mask.left + mask.width, y1: y + mask.top + mask.height)
        let visible = placed.intersection(state.clipRegion).intersection(bounds)
        guard !visible.isEmpty, color != 0 || state.blendMode != .sourceOver else { return }
        let width = bitmap.width, mode = state.blendMode, clip = state.clipMask
        coverageScratch.reserve(visible.width)
        let scratch = coverageScratch.pointer
        mask.coverage.withUnsafeBufferPointer { source in
            bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
                for row in visible.y0..<visible.y1 {
                    // Uncovered pixels change nothing in any blend mode: only the inked columns are blended.
                    let inked = mask.inkedColumns[row - placed.y0]
                    let start = max(visible.x0, placed.x0 + inked.lowerBound)
                    let end = min(visible.x1, placed.x0 + inked.upperBound)
                    guard end > start else { continue }
                    let n = end - start
                    var coverage = source.baseAddress! + (row - placed.y0) * mask.width + (start - placed.x0)
                    if let clip {
                        scratch.update(from: coverage, count: n)
                        clip.apply(y: row, x: start, count: n, to: scratch)
                        coverage = UnsafePointer(scratch)
                    }
                    Compositor.blendSolid(color, mode: mode, coverage: coverage,
                                          destination: pixels.baseAddress! + row * width + start, count: n)
                }
            }
        }
    }
}
