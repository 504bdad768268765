/// Raw pointers to a coverage accumulator's cells, and the edge walk that
/// writes them: a value, so the hot loops touch no class state.
struct CellGrid {
    let cells: UnsafeMutablePointer<Int32>
    let touched: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int

    /// Walks a fixed-point edge (region-local, 24.8) row by row.
    func edge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let sign: Int32 = y1 > y0 ? 1 : -1
        let (xa, ya, xb, yb) = y1 > y0 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        if xa == xb { return vertical(x: xa, ya, yb, sign) }
        let shift = CoverageAccumulator.shift
        let dx = xb - xa, dy = yb - ya
        var row = ya >> shift
        let lastRow = (yb - 1) >> shift
        var yTop = ya
        var xTop = xa
        // x at each row boundary is xa + floor((y - ya) * dx / dy); after the first
        // boundary it is stepped exactly: quotient and remainder of a whole row.
        var yBottom = Swift.min(yb, (row + 1) << shift)
        let numerator = (yBottom - ya) * dx
        var xBottom = xa + floorDiv(numerator, dy)
        var remainder = numerator - (xBottom - xa) * dy
        let rowStep = CoverageAccumulator.one * dx
        let stepQuotient = floorDiv(rowStep, dy)
        let stepRemainder = rowStep - stepQuotient * dy
        while true {
            if yBottom == yb { xBottom = xb }
            rowSegment(row: row, xTop, yTop - (row << shift), xBottom, yBottom - (row << shift), sign)
            if row == lastRow { return }
            yTop = yBottom
            xTop = xBottom
            row += 1
            // A partial last row ends at the edge's end point (set above).
            yBottom = Swift.min(yb, (row + 1) << shift)
            xBottom += stepQuotient
            remainder += stepRemainder
            if remainder >= dy {
                remainder -= dy
                xBottom += 1
            }
            // On a wide region each row of cells is a cache line of its own: ask for the next ones early.
            if row &+ Prefetch.rowsAhead <= lastRow { prefetch(row: row &+ Prefetch.rowsAhead, column: xBottom &>> shift) }
        }
    }

    /// Walks a vertical edge from `ya` down to `yb` at `x`: the same cell and
    /// the same areas in every whole row, so the rows need no stepping.
    private func vertical(x: Int, _ ya: Int, _ yb: Int, _ sign: Int32) {
        let shift = CoverageAccumulator.shift, one = CoverageAccumulator.one
        let cell = x &>> shift, fx = x &- (cell &<< shift)
        let bits = CellPairBits(cell: cell)
        // `addCell`'s work with the areas and bits found once. Sharing one helper
        // with `rowSegment` made the compiler emit slower code for the general walk
        // (shapes 219.1 to 222.0 M instructions a frame), so the four lines stay apart.
        @inline(__always) func add(row: Int, _ areas: (left: Int32, right: Int32)) {
            let rowCells = cells + row &* stride
            rowCells[cell] &+= areas.left
            rowCells[cell &+ 1] &+= areas.right
            bits.mark(touched + row &* wordsPerRow)
        }
        @inline(__always) func piece(height: Int) -> (left: Int32, right: Int32) {
            areas(fx, fx, Int32(truncatingIfNeeded: height) &* sign)
        }
        let firstRow = ya &>> shift, lastRow = (yb &- 1) &>> shift
        if firstRow == lastRow { return add(row: firstRow, piece(height: yb &- ya)) }
        add(row: firstRow, piece(height: ((firstRow &+ 1) &<< shift) &- ya))
        let whole = piece(height: one)
        var row = firstRow &+ 1
        while row < lastRow {
            add(row: row, whole)
            if row &+ Prefetch.rowsAhead <= lastRow { prefetch(row: row &+ Prefetch.rowsAhead, column: cell) }
            row &+= 1
        }
        add(row: lastRow, piece(height: yb &- (lastRow &<< shift)))
    }

    /// Requests the cache lines of the cell at `column` of `row` and of its touched bit.
    @inline(__always)
    private func prefetch(row: Int, column: Int) {
        Prefetch.line(cells + (row &* stride &+ column))
        Prefetch.line(touched + (row &* wordsPerRow &+ column &>> 6))
    }

    /// Adds the part of an edge inside one row, from (`x0`, `fy0`) to (`x1`, `fy1`),
    /// with `fy` local to the row and `fy1 > fy0`. Wrapping arithmetic: every
    /// value is bounded by the region (at most 2^28 pixels) in 24.8 fixed point.
    @inline(__always)
    private func rowSegment(row: Int, _ x0: Int, _ fy0: Int, _ x1: Int, _ fy1: Int, _ sign: Int32) {
        let shift = CoverageAccumulator.shift, one = CoverageAccumulator.one
        let c0 = x0 &>> shift, c1 = x1 &>> shift
        let rowCells = cells + row &* stride
        let rowBits = touched + row &* wordsPerRow
        if c0 == c1 || x0 == x1 {
            let cell = Swift.min(x0, x1) &>> shift
            addCell(rowCells, rowBits, cell, x0 &- (cell &<< shift), x1 &- (cell &<< shift), Int32(truncatingIfNeeded: fy1 &- fy0) &* sign)
            return
        }
        // Walk across the columns, splitting at each cell boundary. The y where the
        // edge meets a boundary is fy0 + floor(distance * dy / |dx|); it is stepped
        // exactly from one boundary to the next by quotient and remainder.
        let dy = fy1 &- fy0
        let rightwards = x1 > x0
        let adx = rightwards ? x1 &- x0 : x0 &- x1
        // The cells holding the first and last pieces (an end on a boundary belongs
        // to the cell the edge comes from or goes into).
        let first = rightwards ? c0 : (x0 &- 1) &>> shift
        let last = rightwards ? (x1 &- 1) &>> shift : c1
        var fx = x0 &- (first &<< shift)
        let distance = rightwards ? one &- fx : fx
        let numerator = distance &* dy
        var yBoundary = fy0 &+ numerator / adx
        var remainder = numerator % adx
        let exitEdge = rightwards ? one : 0
        // One boundary crossed (most rows of a steep edge): two pieces, no stepping.
        if last &- first == (rightwards ? 1 : -1) {
            addCell(rowCells, rowBits, first, fx, exitEdge, Int32(truncatingIfNeeded: yBoundary &- fy0) &* sign)
            addCell(rowCells, rowBits, last, one &- exitEdge, x1 &- (last &<< shift), Int32(truncatingIfNeeded: fy1 &- yBoundary) &* sign)
            return
        }
        let stepQuotient = (one &* dy) / adx, stepRemainder = (one &* dy) % adx
        var ys = fy0
        var cell = first
        while cell != last {
            addCell(rowCells, rowBits, cell, fx, exitEdge, Int32(truncatingIfNeeded: yBoundary &- ys) &* sign)
            ys = yBoundary
            fx = one &- exitEdge
            cell = rightwards ? cell &+ 1 : cell &- 1
            yBoundary &+= stepQuotient
            remainder &+= stepRemainder
            if remainder >= adx {
                remainder &-= adx
                yBoundary &+= 1
            }
        }
        addCell(rowCells, rowBits, last, fx, x1 &- (last &<< shift), Int32(truncatingIfNeeded: fy1 &- ys) &* sign)
    }

    /// The areas a piece of edge inside one cell adds to that cell and to the
    /// next: `fx0`, `fx1` its x within the cell, `dy` its signed height. The
    /// cell gets the area right of the piece, the next cell the rest of the
    /// piece's full-width area.
    @inline(__always)
    private func areas(_ fx0: Int, _ fx1: Int, _ dy: Int32) -> (left: Int32, right: Int32) {
        let twice = Int32(2 &* CoverageAccumulator.one)
        let left = dy &* (twice &- Int32(truncatingIfNeeded: fx0 &+ fx1))
        return (left, dy &* twice &- left)
    }

    /// Adds a piece of edge inside one cell (see ``areas(_:_:_:)``).
    @inline(__always)
    private func addCell(
        _ rowCells: UnsafeMutablePointer<Int32>, _ rowBits: UnsafeMutablePointer<UInt64>,
        _ cell: Int, _ fx0: Int, _ fx1: Int, _ dy: Int32
    ) {
        let (left, right) = areas(fx0, fx1, dy)
        rowCells[cell] &+= left
        rowCells[cell &+ 1] &+= right
        CellPairBits(cell: cell).mark(rowBits)
    }
}

/// The touched bits of a cell and of the next one, which an edge piece both
/// adds area to: in one word unless the cell ends it.
private struct CellPairBits {
    let word: Int, bits: UInt64, endsWord: Bool

    @inline(__always)
    init(cell: Int) {
        word = cell &>> 6
        endsWord = cell & 63 == 63
        bits = endsWord ? 1 &<< 63 : 3 &<< UInt64(cell & 63)
    }

    /// Sets both bits in the row's words.
    @inline(__always)
    func mark(_ rowBits: UnsafeMutablePointer<UInt64>) {
        rowBits[word] |= bits
        if endsWord { rowBits[word &+ 1] |= 1 }
    }
}

/// Integer division rounding towards negative infinity.
@inline(__always)
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
