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
struct CoverageAccumulator {
    /// Fixed-point fraction bits of coordinates.
    static let shift = 8
    /// One pixel in fixed point.
    static let one = 1 << shift
    /// The accumulated value of a fully covered pixel: height `one` times twice the width.
    static let full: Int32 = Int32(2 * one * one)

    private(set) var region = PixelRegion(x0: 0, y0: 0, x1: 0, y1: 0)
    /// Cells of the region, `stride` per row; two spare columns take edges clamped at the right.
    private var cells: [Int32] = []
    private var stride = 0
    /// Per row, the first and last cell written, or `Int32.max`/`-1` for none.
    private var rowMin: [Int32] = []
    private var rowMax: [Int32] = []
    private var coverageRow: [UInt8] = []

    /// Prepares for a new shape covering `region` (device pixels).
    mutating func reset(region: PixelRegion) {
        self.region = region
        stride = region.width + 2
        let count = stride * region.height
        if cells.count < count { cells = Array(repeating: 0, count: count) }
        if rowMin.count < region.height {
            rowMin = Array(repeating: .max, count: region.height)
            rowMax = Array(repeating: -1, count: region.height)
        }
        if coverageRow.count < region.width { coverageRow = Array(repeating: 0, count: region.width) }
    }

    /// Adds the edge from (`x0`, `y0`) to (`x1`, `y1`), in device pixels.
    ///
    /// Parts above or below the region are dropped; parts left or right of it
    /// become vertical edges on its border, which keeps every row's coverage
    /// exact inside the region. Non-finite coordinates are ignored.
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
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

    private mutating func addFixed(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ w: Double) {
        let scale = Double(CoverageAccumulator.one)
        let h = Double(region.height)
        func fixed(_ v: Double, _ hi: Double) -> Int { Int((Swift.min(Swift.max(v, 0), hi) * scale).rounded()) }
        edge(fixed(ax, w), fixed(ay, h), fixed(bx, w), fixed(by, h))
    }

    /// Walks a fixed-point edge row by row.
    private mutating func edge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let sign: Int32 = y1 > y0 ? 1 : -1
        let (xa, ya, xb, yb) = y1 > y0 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let shift = CoverageAccumulator.shift
        let dx = xb - xa, dy = yb - ya
        var row = ya >> shift
        let lastRow = (yb - 1) >> shift
        var yTop = ya
        var xTop = xa
        while row <= lastRow {
            let yBottom = Swift.min(yb, (row + 1) << shift)
            let xBottom = yBottom == yb ? xb : xa + floorDiv((yBottom - ya) * dx, dy)
            rowSegment(row: row, xTop, yTop - (row << shift), xBottom, yBottom - (row << shift), sign)
            yTop = yBottom
            xTop = xBottom
            row += 1
        }
    }

    /// Adds the part of an edge inside one row, from (`x0`, `fy0`) to (`x1`, `fy1`),
    /// with `fy` local to the row and `fy1 > fy0`.
    private mutating func rowSegment(row: Int, _ x0: Int, _ fy0: Int, _ x1: Int, _ fy1: Int, _ sign: Int32) {
        let shift = CoverageAccumulator.shift, one = CoverageAccumulator.one
        let c0 = x0 >> shift, c1 = x1 >> shift
        if c0 == c1 || x0 == x1 {
            let cell = Swift.min(x0, x1) >> shift
            addCell(row: row, cell: cell, x0 - (cell << shift), x1 - (cell << shift), fy1 - fy0, sign)
            return
        }
        // Walk across the columns between x0 and x1, splitting at each boundary.
        let step = x1 > x0 ? 1 : -1
        let dx = x1 - x0, dy = fy1 - fy0
        var xs = x0, ys = fy0
        var boundary = step > 0 ? (c0 + 1) << shift : c0 << shift
        if step < 0 && boundary == x0 { boundary -= one }
        while true {
            let reachesEnd = step > 0 ? boundary >= x1 : boundary <= x1
            let xe = reachesEnd ? x1 : boundary
            let ye = reachesEnd ? fy1 : fy0 + floorDiv((xe - x0) * dy, dx)
            let cell = Swift.min(xs, xe) >> shift
            addCell(row: row, cell: cell, xs - (cell << shift), xe - (cell << shift), ye - ys, sign)
            if reachesEnd { return }
            xs = xe
            ys = ye
            boundary += step * one
        }
    }

    @inline(__always)
    private mutating func addCell(row: Int, cell: Int, _ fx0: Int, _ fx1: Int, _ dy: Int, _ sign: Int32) {
        if dy == 0 { return }
        let twice = 2 * CoverageAccumulator.one
        let index = row * stride + cell
        let left = Int32(dy * (twice - fx0 - fx1)) * sign
        let right = Int32(dy * twice) * sign - left
        cells.withUnsafeMutableBufferPointer { c in
            c[index] &+= left
            c[index + 1] &+= right
        }
        if Int32(cell) < rowMin[row] { rowMin[row] = Int32(cell) }
        if Int32(cell + 1) > rowMax[row] { rowMax[row] = Int32(cell + 1) }
    }

    /// Turns the accumulated cells into coverage, row by row, and clears them.
    ///
    /// `emit` receives the device row, the device column of the first value,
    /// and the coverage (0...255) of consecutive pixels, which may include zeros.
    mutating func sweep(rule: FillRule, _ emit: (_ y: Int, _ x: Int, _ coverage: UnsafeBufferPointer<UInt8>) -> Void) {
        let width = region.width
        let full = CoverageAccumulator.full
        let twiceFull = 2 * full
        let stride = self.stride
        for row in 0..<region.height {
            let first = Int(rowMin[row])
            guard first != Int(Int32.max) else { continue }
            let last = Swift.min(Int(rowMax[row]), width + 1)
            rowMin[row] = .max
            rowMax[row] = -1
            let end = Swift.min(last + 1, width)
            cells.withUnsafeMutableBufferPointer { c in
                coverageRow.withUnsafeMutableBufferPointer { out in
                    let base = row * stride
                    var sum: Int32 = 0
                    for x in first..<end {
                        sum &+= c[base + x]
                        c[base + x] = 0
                        var v = sum < 0 ? -sum : sum
                        if rule == .evenOdd {
                            v = v % twiceFull
                            if v > full { v = twiceFull - v }
                        } else if v > full {
                            v = full
                        }
                        out[x - first] = UInt8((v * 255 + (full >> 1)) >> 17)
                    }
                    // Clear the spare cells past the region's last column.
                    var x = Swift.max(end, first)
                    while x <= last { c[base + x] = 0; x += 1 }
                    if end > first {
                        emit(region.y0 + row, region.x0 + first, UnsafeBufferPointer(rebasing: out[0..<(end - first)]))
                    }
                }
            }
        }
    }
}

/// Integer division rounding towards negative infinity.
@inline(__always)
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
