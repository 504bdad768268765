import Geometry

/// The anti-aliased coverage of one glyph at one pixel size and sub-pixel offset.
struct GlyphMask: Sendable {
    /// The device column of the mask's left edge, relative to the whole-pixel pen position.
    let left: Int
    /// The device row of the mask's top edge, relative to the whole-pixel baseline.
    let top: Int
    let width: Int
    let height: Int
    /// Coverage 0...255, `width` per row.
    let coverage: [UInt8]
    /// Per row, the columns from the first to the last covered pixel (empty for a blank row):
    /// blitting skips the uncovered ends of a glyph's box.
    let inkedColumns: [Range<Int>]

    /// Rasterizes `outline` (font units, y down) scaled by `scale` and moved by the
    /// sub-pixel offset (`dx`, `dy`), with the same rasterizer as every other fill.
    init(outline: Path, scale: Double, dx: Double, dy: Double) {
        let t = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: dx, ty: dy)
        let polylines = PathFlattener.flatten(outline.applying(t), tolerance: Canvas.curveTolerance)
        let unbounded = PixelRegion(x0: Int.min / 4, y0: Int.min / 4, x1: Int.max / 4, y1: Int.max / 4)
        guard let region = Canvas.region(of: polylines, within: unbounded),
              region.width * region.height <= Bitmap.maxPixelCount else {
            self.init(left: 0, top: 0, width: 0, height: 0, coverage: [])
            return
        }
        // Its own accumulator: the glyph cache is shared by canvases on any thread.
        let coverage = CoverageAccumulator().mask(of: polylines, in: region, rule: .nonZero)
        self.init(left: region.x0, top: region.y0, width: region.width, height: region.height, coverage: coverage)
    }

    private init(left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.coverage = coverage
        inkedColumns = (0..<height).map { y in
            let row = coverage[(y * width)..<((y + 1) * width)]
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else {
                return 0..<0
            }
            return (first - y * width)..<(last - y * width + 1)
        }
    }

    /// The memory the mask holds, for the cache's budget.
    var byteCount: Int { coverage.count + 16 * height + 64 }
}
