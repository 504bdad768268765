import HeadlessGeometry

extension Canvas {
    /// Whether the transform only scales uniformly (by a positive factor) and
    /// translates, so that masks made once can be placed by whole pixels.
    package var transformIsUniformScale: Bool {
        let t = state.transform
        return t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0 && t.isFinite
    }

    /// The premultiplied solid pixel of `color` under the canvas's alpha.
    package func solidPixel(_ color: Color) -> UInt32 {
        PremultipliedPixel(color.withAlpha(color.alpha * state.alpha)).packed
    }

    /// Paints `color` (see ``solidPixel(_:)``) through `mask` moved by whole
    /// device pixels (`x`, `y`), through the clip and in the blend mode.
    package func blend(_ mask: CoverageMask, x: Int, y: Int, color: UInt32) {
        let placed = PixelRegion(
            x0: x + mask.left, y0: y + mask.top,
            x1: x + mask.left + mask.width, y1: y + mask.top + mask.height)
        let visible = placed.intersection(state.clipRegion).intersection(bounds)
        guard !visible.isEmpty, color != 0 || state.blendMode != .sourceOver else { return }
        let width = bounds.width, height = bounds.height, mode = state.blendMode, clip = state.clipMask
        coverageScratch.reserve(visible.width)
        let scratch = coverageScratch.pointer
        mask.coverage.withUnsafeBufferPointer { source in
            withPixels(rows: visible.y0..<visible.y1) { pixels in
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
                    let destination = pixels + row * width + start
                    Prefetch.pixelsBelow(destination, count: n, y: row, width: width, height: height)
                    Compositor.blendSolidRun(
                        color, mode: mode, coverage: coverage, destination: destination, count: n,
                        room: width - start)
                }
            }
        }
    }
}
