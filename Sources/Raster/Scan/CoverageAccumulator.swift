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
/// Only the region's pixels are touched, and each row remembers the range of
/// cells its edges reached, so a thin shape costs what it covers, not its box.
/// The buffers are kept between shapes; the sweep leaves them zeroed.
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
    /// Per row, the first and last cell written, or `Int32.max`/`-1` for none.
    private var rowMin = ScratchBuffer<Int32>(filledWith: .max)
    private var rowMax = ScratchBuffer<Int32>(filledWith: -1)
    private var coverageRow = ScratchBuffer<UInt8>(filledWith: 0)
    /// Raw views of the buffers above, refreshed by ``reset(region:)``.
    private var grid: CellGrid

    init() {
        grid = CellGrid(cells: cells.pointer, rowMin: rowMin.pointer, rowMax: rowMax.pointer, stride: 0)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        coverageRow.deallocate()
    }

    /// Prepares for a new shape covering `region` (device pixels).
    func reset(region: PixelRegion) {
        self.region = region
        stride = region.width + 2
        cells.reserve(stride * region.height)
        rowMin.reserve(region.height)
        rowMax.reserve(region.height)
        coverageRow.reserve(region.width)
        grid = CellGrid(cells: cells.pointer, rowMin: rowMin.pointer, rowMax: rowMax.pointer, stride: stride)
    }

    /// Adds the edge from (`x0`, `y0`) to (`x1`, `y1`), in device pixels.
    ///
    /// Parts above or below the region are dropped; parts left or right of it
    /// become vertical edges on its border, which keeps every row's coverage
    /// exact inside the region. Non-finite coordinates are ignored.
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let ox = Double(region.x0), oy = Double(region.y0)
        let w = Double(region.width), h = Double(region.height)
        var ax = x0 - ox, ay = y0 - oy, bx = x1 - ox, by = y1 - oy
        if ay == by { return }
        // Clip to the rows 0...h.
        if (ay <= 0 && by <= 0) || (ay >= h && by >= h) { return }
        if ay < 0 || ay > h || by < 0 || by > h {
            let dxdy = (bx - ax) / (by - ay)
            if ay < 0 { ax += (0 - ay) * dxdy; ay = 0 } else if ay > h { ax += (h - ay) * dxdy; ay = h }
            if by < 0 { bx += (0 - by) * dxdy; by = 0 } else if by > h { bx += (h - by) * dxdy; by = h }
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

    private func addFixed(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ w: Double) {
        let scale = Double(CoverageAccumulator.one)
        let h = Double(region.height)
        // Clamped to be non-negative, so adding a half and truncating rounds to nearest
        // (without a libm call on processors that lack a rounding instruction).
        func fixed(_ v: Double, _ hi: Double) -> Int { Int(Swift.min(Swift.max(v, 0), hi) * scale + 0.5) }
        grid.edge(fixed(ax, w), fixed(ay, h), fixed(bx, w), fixed(by, h))
    }

    /// Turns the accumulated cells into coverage, row by row, and clears them.
    ///
    /// `emit` receives the device row, the device column of the first value,
    /// and the coverage (0...255) of consecutive pixels, which may include zeros.
    func sweep(rule: FillRule, _ emit: (_ y: Int, _ x: Int, _ coverage: UnsafeBufferPointer<UInt8>) -> Void) {
        let width = region.width
        let cells = self.cells.pointer, out = coverageRow.pointer
        let rowMin = self.rowMin.pointer, rowMax = self.rowMax.pointer
        for row in 0..<region.height {
            let first = Int(rowMin[row])
            guard first != Int(Int32.max) else { continue }
            let last = Swift.min(Int(rowMax[row]), width + 1)
            rowMin[row] = .max
            rowMax[row] = -1
            let end = Swift.min(last + 1, width)
            let base = cells + row * stride
            if rule == .evenOdd {
                CoverageAccumulator.evenOddCoverage(base, first, end, out)
            } else {
                CoverageAccumulator.nonZeroCoverage(base, first, end, out)
            }
            // Clear the spare cells past the region's last column.
            var x = Swift.max(end, first)
            while x <= last { base[x] = 0; x += 1 }
            if end > first {
                emit(region.y0 + row, region.x0 + first, UnsafeBufferPointer(start: out, count: end - first))
            }
        }
    }

    /// Running sums of `cells[first..<end]` as non-zero coverage into `out`, clearing the cells.
    @inline(__always)
    private static func nonZeroCoverage(_ cells: UnsafeMutablePointer<Int32>, _ first: Int, _ end: Int,
                                        _ out: UnsafeMutablePointer<UInt8>) {
        var sum: Int32 = 0
        var x = first
        while x < end {
            sum &+= cells[x]
            cells[x] = 0
            let v = Swift.min(sum < 0 ? -sum : sum, full)
            out[x - first] = UInt8(truncatingIfNeeded: (v &* 255 &+ (full >> 1)) >> 17)
            x += 1
        }
    }

    /// Running sums of `cells[first..<end]` as even-odd coverage into `out`, clearing the cells.
    @inline(__always)
    private static func evenOddCoverage(_ cells: UnsafeMutablePointer<Int32>, _ first: Int, _ end: Int,
                                        _ out: UnsafeMutablePointer<UInt8>) {
        let twiceFull = 2 * full
        var sum: Int32 = 0
        var x = first
        while x < end {
            sum &+= cells[x]
            cells[x] = 0
            var v = (sum < 0 ? -sum : sum) % twiceFull
            if v > full { v = twiceFull - v }
            out[x - first] = UInt8(truncatingIfNeeded: (v &* 255 &+ (full >> 1)) >> 17)
            x += 1
        }
    }
}

/// Integer division rounding towards negative infinity.
@inline(__always)
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
