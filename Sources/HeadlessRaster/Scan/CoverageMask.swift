import HeadlessGeometry

/// The anti-aliased coverage of one path in device pixels, held on its own so
/// that it can be cached and blended many times (glyph masks are such masks).
package struct CoverageMask: Sendable {
    /// The device column of the mask's left edge.
    package let left: Int
    /// The device row of the mask's top edge.
    package let top: Int
    /// The number of columns.
    package let width: Int
    /// The number of rows.
    package let height: Int
    /// Coverage 0...255, `width` per row.
    package let coverage: [UInt8]
    /// Per row, the columns from the first to the last covered pixel (empty for a blank row):
    /// blending skips the uncovered ends of each row.
    package let inkedColumns: [Range<Int>]

    /// Rasterizes `path` (device pixels) with the non-zero rule and the same
    /// rasterizer as every other fill; an empty mask when the path covers no
    /// pixel or more than ``Bitmap/maxPixelCount`` would be needed.
    package init(devicePath path: Path) {
        let polylines = PathFlattener.flatten(path, tolerance: Canvas.curveTolerance)
        let unbounded = PixelRegion(x0: Int.min / 4, y0: Int.min / 4, x1: Int.max / 4, y1: Int.max / 4)
        guard let region = Canvas.region(of: polylines, within: unbounded),
            region.width * region.height <= Bitmap.maxPixelCount
        else {
            self.init(left: 0, top: 0, width: 0, height: 0, coverage: [])
            return
        }
        // Its own accumulator: masks may be made on any thread.
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

    /// The memory the mask holds, for a cache's budget.
    package var byteCount: Int { coverage.count + 16 * height + 64 }
}
