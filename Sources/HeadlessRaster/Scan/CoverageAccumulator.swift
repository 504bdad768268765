import HeadlessGeometry

/// Exact-area coverage of polygons, in integer fixed point.
///
/// Edges are added as line segments in device pixels; each is clipped to the
/// region in `Double`, converted to 24.8 fixed point and walked cell by cell.
/// A cell records the signed area the edge leaves to its right and passes the
/// rest of the edge's height on to the next cell, so a running sum along a row
/// gives every pixel's exact covered area (the accumulation scheme of
/// font-rs and stb_truetype, with integer cells as in FreeType's gray
/// rasterizer). Integer arithmetic makes the result identical on every machine.
///
/// Only the region's pixels are touched, and a bit per cell marks the cells
/// edges reached: the sweep visits those, and hands over the stretches
/// between them as spans of one coverage value, so a shape's interior and the
/// hole of a ring cost a span each, not a pass over their pixels. The
/// buffers are kept between shapes; the sweep leaves them zeroed.
final class CoverageAccumulator {
    /// Fixed-point fraction bits of coordinates.
    static let shift = 8
    /// One pixel in fixed point.
    static let one = 1 << shift
    /// The accumulated value of a fully covered pixel: height `one` times twice the width.
    static let full: Int32 = Int32(2 * one * one)

    private(set) var region = PixelRegion(x0: 0, y0: 0, x1: 0, y1: 0)
    /// Cells of the region, `stride` per row; two spare columns take edges clamped at the right.
    private var cells = ScratchBuffer<Int32>(filledWith: 0)
    private var stride = 0
    /// One bit per cell, `wordsPerRow` words per row: set where an edge added area.
    private var touched = ScratchBuffer<UInt64>(filledWith: 0)
    private var wordsPerRow = 0
    private var coverageRow = ScratchBuffer<UInt8>(filledWith: 0)
    /// The sweep's runs of touched cells in a row, as pairs of start and end.
    private var runs = ScratchBuffer<Int>(filledWith: 0)
    /// Raw views of the buffers above, refreshed by ``reset(region:)``.
    private var grid: CellGrid

    init() {
        grid = CellGrid(cells: cells.pointer, touched: touched.pointer, stride: 0, wordsPerRow: 0)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
        coverageRow.deallocate()
        runs.deallocate()
    }

    /// Prepares for a new shape covering `region` (device pixels).
    func reset(region: PixelRegion) {
        self.region = region
        stride = region.width + 2
        cells.reserve(stride * region.height)
        wordsPerRow = (stride + 63) / 64
        touched.reserve(wordsPerRow * region.height)
        coverageRow.reserve(stride)
        // Runs in a row are at least one cell apart: at most (width + 1) / 2 pairs.
        runs.reserve(stride &+ 2)
        grid = CellGrid(cells: cells.pointer, touched: touched.pointer, stride: stride, wordsPerRow: wordsPerRow)
    }

    /// Adds the edge from (`x0`, `y0`) to (`x1`, `y1`), in device pixels.
    ///
    /// Parts above or below the region are dropped; parts left or right of it
    /// become vertical edges on its border, which keeps every row's coverage
    /// exact inside the region. Non-finite coordinates are ignored.
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let ox = Double(region.x0), oy = Double(region.y0)
        let ax = x0 - ox, ay = y0 - oy, bx = x1 - ox, by = y1 - oy
        if ay == by { return }
        let h = Double(region.height)
        if (ay <= 0 && by <= 0) || (ay >= h && by >= h) { return }
        let far = CoverageAccumulator.farCoordinate
        if abs(ax) < far, abs(ay) < far, abs(bx) < far, abs(by) < far {
            addNearLine(ax, ay, bx, by)
        } else {
            addFarLine(ax, ay, bx, by)
        }
    }

    /// Adds the closed outline through `points` when every point lies inside
    /// the region or on its border, and returns true; otherwise adds nothing
    /// and returns false. Such edges need no clipping, so each point is
    /// converted to fixed point once, giving what ``addLine(_:_:_:_:)`` gives
    /// for each edge.
    func addOutlineInside(_ points: [Point]) -> Bool {
        let ox = Double(region.x0), oy = Double(region.y0), w = Double(region.width), h = Double(region.height)
        // NaN fails every comparison, so a non-finite point goes the general way.
        guard points.allSatisfy({ $0.x - ox >= 0 && $0.x - ox <= w && $0.y - oy >= 0 && $0.y - oy <= h }) else { return false }
        func fixed(_ p: Point) -> (x: Int, y: Int) {
            (CoverageAccumulator.fixedPoint(p.x - ox), CoverageAccumulator.fixedPoint(p.y - oy))
        }
        var previous = fixed(points[points.count - 1])
        for point in points {
            let current = fixed(point)
            grid.edge(previous.x, previous.y, current.x, current.y)
            previous = current
        }
        return true
    }

    /// Beyond this many pixels from the region, edges are clipped by
    /// interpolating from the nearer end, so that vertices as far away as
    /// ±1e308 still give the exact pixels (and no overflow or NaN).
    private static let farCoordinate = 1e6

    /// Clips an edge whose ends lie within ``farCoordinate`` of the region.
    private func addNearLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        let w = Double(region.width), h = Double(region.height)
        var ax = ax, ay = ay, bx = bx, by = by
        // Clip to the rows 0...h.
        if ay < 0 || ay > h || by < 0 || by > h {
            let dxdy = (bx - ax) / (by - ay)
            if ay < 0 {
                ax += (0 - ay) * dxdy
                ay = 0
            } else if ay > h {
                ax += (h - ay) * dxdy
                ay = h
            }
            if by < 0 {
                bx += (0 - by) * dxdy
                by = 0
            } else if by > h {
                bx += (h - by) * dxdy
                by = h
            }
        }
        // Split where the edge crosses the columns 0 and w; the parts outside
        // become vertical edges on the border they lie beyond.
        var splits: (Double, Double) = (2, 2)
        if (ax < 0) != (bx < 0) { splits.0 = (0 - ax) / (bx - ax) }
        if (ax > w) != (bx > w) { splits.1 = (w - ax) / (bx - ax) }
        let (t0, t1) = splits.0 <= splits.1 ? splits : (splits.1, splits.0)
        if t0 > 1 { return addFixed(ax, ay, bx, by, w) }
        var px = ax, py = ay
        for t in [t0, t1, 1.0] where t <= 1 {
            let qx = t == 1 ? bx : ax + t * (bx - ax)
            let qy = t == 1 ? by : ay + t * (by - ay)
            addFixed(px, py, qx, qy, w)
            px = qx
            py = qy
        }
    }

    /// Clips an edge with an end far from the region: each cut is
    /// interpolated from the end nearer to it, with no sum that can overflow,
    /// and the border crossings land exactly on the border.
    private func addFarLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        let w = Double(region.width), h = Double(region.height)
        /// The point at `fraction` of the way from `p` to `q` (no overflow, exact at both ends).
        func between(_ p: Double, _ q: Double, _ fraction: Double) -> Double { p * (1 - fraction) + q * fraction }
        /// x where the edge crosses the row `y`, from the end nearer to it.
        func x(atY y: Double) -> Double {
            abs(y - ay) <= abs(y - by) ? between(ax, bx, (y - ay) / (by - ay)) : between(bx, ax, (y - by) / (ay - by))
        }
        var (px, py, qx, qy) = (ax, ay, bx, by)
        if py < 0 { (px, py) = (x(atY: 0), 0) } else if py > h { (px, py) = (x(atY: h), h) }
        if qy < 0 { (qx, qy) = (x(atY: 0), 0) } else if qy > h { (qx, qy) = (x(atY: h), h) }
        // Crossings of the columns 0 and w, in order along the edge, with y from the rows' (now small) values.
        var crossings: [(t: Double, x: Double)] = []
        for column in [0, w] where (px < column) != (qx < column) {
            crossings.append(((column / 2 - px / 2) / (qx / 2 - px / 2), column))
        }
        crossings.sort { $0.t < $1.t }
        var (sx, sy) = (px, py)
        for crossing in crossings {
            let cy = between(py, qy, Swift.min(Swift.max(crossing.t, 0), 1))
            addFixed(sx, sy, crossing.x, cy, w)
            (sx, sy) = (crossing.x, cy)
        }
        addFixed(sx, sy, qx, qy, w)
    }

    private func addFixed(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ w: Double) {
        let h = Double(region.height)
        @inline(__always) func fixed(_ v: Double, _ hi: Double) -> Int {
            v.isNaN ? 0 : CoverageAccumulator.fixedPoint(Swift.min(Swift.max(v, 0), hi))
        }
        grid.edge(fixed(ax, w), fixed(ay, h), fixed(bx, w), fixed(by, h))
    }

    /// `v` pixels (finite and not negative) in fixed point, rounded to
    /// nearest: adding a half and truncating rounds a non-negative value
    /// without a libm call on processors that lack a rounding instruction.
    /// Both ways of adding edges convert through here, so they agree.
    @inline(__always)
    private static func fixedPoint(_ v: Double) -> Int { Int(v * Double(one) + 0.5) }

    /// Turns the accumulated cells into coverage, row by row, and clears them.
    ///
    /// `emit` receives spans in left-to-right order per row: runs of per-pixel
    /// coverage around edges, and runs of one value between them (never zero).
    ///
    /// Each row takes two passes: the first turns the touched cells into
    /// coverage and notes the runs they form, the second hands out the spans.
    /// Kept apart, the first pass's loop holds its values in registers.
    @inline(__always)
    func sweep(rule: FillRule, _ emit: (_ y: Int, _ span: CoverageSpan) -> Void) {
        let width = region.width
        let cells = self.cells.pointer, out = coverageRow.pointer, touched = self.touched.pointer
        let runs = self.runs.pointer
        let words = wordsPerRow
        let evenOdd = rule == .evenOdd
        for row in 0..<region.height {
            let base = cells + row &* stride
            let bits = touched + row &* words
            // Pass 1: the coverage of each touched cell at its column of `out`, and
            // the runs of touched cells, as [start, end) pairs in `runs`.
            var sum: Int32 = 0
            var runCount = 0
            var runStart = 0, runEnd = 0  // the current run
            // Whether an edge was clamped to the region's right border: the
            // coverage after the last run then reaches the border.
            var clamped = false
            func closeRun() {
                guard runEnd > runStart else { return }
                runs[2 &* runCount] = runStart
                runs[2 &* runCount &+ 1] = runEnd
                runCount &+= 1
            }
            for word in 0..<words {
                var pending = bits[word]
                guard pending != 0 else { continue }
                bits[word] = 0
                while pending != 0 {
                    let cell = word &<< 6 | pending.trailingZeroBitCount
                    pending &= pending &- 1
                    let delta = base[cell]
                    base[cell] = 0
                    if cell != runEnd {
                        closeRun()
                        runStart = Swift.min(cell, width)
                        runEnd = runStart
                    }
                    // Cells past the last column only hold edges clamped to the border.
                    guard cell < width else {
                        clamped = true
                        continue
                    }
                    sum &+= delta
                    out[cell] = CoverageAccumulator.coverage(sum, evenOdd: evenOdd)
                    runEnd = cell &+ 1
                }
            }
            closeRun()
            // Pass 2: each run, then the stretch to the next one, whose coverage is
            // the run's last (the running sum is unchanged between edge cells). Past
            // the last run it is that of a closed outline, zero, unless clamped.
            let y = region.y0 &+ row
            for index in 0..<runCount {
                let start = runs[2 &* index], end = runs[2 &* index &+ 1]
                emit(y, .varying(x: region.x0 &+ start, values: UnsafeBufferPointer(start: out + start, count: end &- start)))
                let stop = index &+ 1 < runCount ? runs[2 &* index &+ 2] : (clamped ? width : end)
                let value = out[end &- 1]
                if value != 0 && stop > end {
                    emit(y, .constant(x: region.x0 &+ end, count: stop &- end, value: value))
                }
            }
        }
    }

    /// The 8-bit coverage of an accumulated area under a fill rule.
    @inline(__always)
    static func coverage(_ sum: Int32, evenOdd: Bool) -> UInt8 {
        var v = sum < 0 ? 0 &- sum : sum
        if evenOdd {
            let twiceFull = 2 * full
            v = v % twiceFull
            if v > full { v = twiceFull - v }
        } else if v > full {
            v = full
        }
        return UInt8(truncatingIfNeeded: (v &* 255 &+ (full >> 1)) >> 17)
    }
}
