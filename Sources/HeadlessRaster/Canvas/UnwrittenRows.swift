/// Rows of a canvas whose pixels each hold one value not yet written to memory.
///
/// A clear, an opaque fill of whole rows and a new canvas's transparency
/// are kept this way and written row by row when something first draws into
/// the row, so that the part an opaque shape covers is written once, not
/// cleared first. Whoever reads or changes a row's pixels writes it first.
struct UnwrittenRows {
    /// The value of every pixel of each row, for the rows still unwritten.
    private var fills: [UInt32]
    /// Whether each row is still unwritten.
    private var unwritten: [Bool]
    /// How many rows are still unwritten.
    private(set) var count: Int

    /// All `height` rows unwritten, holding `fill`.
    init(fill: UInt32, height: Int) {
        fills = [UInt32](repeating: fill, count: height)
        unwritten = [Bool](repeating: true, count: height)
        count = height
    }

    /// All `height` rows written: none waits.
    init(writtenHeight height: Int) {
        fills = [UInt32](repeating: 0, count: height)
        unwritten = [Bool](repeating: false, count: height)
        count = 0
    }

    /// The value of row `y`'s pixels while it is unwritten.
    @inline(__always)
    func fill(of y: Int) -> UInt32 { fills[y] }

    /// Whether row `y` is still unwritten.
    @inline(__always)
    func contains(_ y: Int) -> Bool { unwritten[y] }

    /// Whether any of `rows` is still unwritten.
    func containsAny(of rows: Range<Int>) -> Bool {
        count > 0 && unwritten[rows].contains(true)
    }

    /// Marks row `y` written: its pixels in memory are now the real ones.
    @inline(__always)
    mutating func markWritten(_ y: Int) {
        if unwritten[y] {
            unwritten[y] = false
            count -= 1
        }
    }

    /// Makes every pixel of `rows` hold `fill`, unwritten: what was in them
    /// is covered whole, so it need not be written, nor the fill yet.
    mutating func setUnwritten(_ rows: Range<Int>, fill: UInt32) {
        for y in rows {
            fills[y] = fill
            if !unwritten[y] {
                unwritten[y] = true
                count += 1
            }
        }
    }

    /// Writes the unwritten rows among `rows` of a `width`-pixel-wide image
    /// at `pixels`, and marks them written.
    mutating func write(rows: Range<Int>, into pixels: UnsafeMutablePointer<UInt32>, width: Int) {
        guard count > 0 else { return }
        for y in rows where unwritten[y] {
            PixelFill.fill(pixels + y * width, with: fills[y], count: width)
            markWritten(y)
        }
    }
}

/// Writes the unwritten rows a sweep reaches, span by span: a row's spans
/// come one after another, from left to right and not overlapping, so the
/// fill goes before and under each span, and after the last one when the
/// sweep leaves the row. Under a span that overwrites every pixel (opaque,
/// full coverage) it is left out.
struct SweptRowWriter {
    private var rows: UnwrittenRows?
    /// The value of the pixels of the row being written.
    private var fill: UInt32 = 0
    private let pixels: UnsafeMutablePointer<UInt32>
    private let width: Int
    /// The row of the last span (-1 before the first).
    private var row = -1
    /// Whether that row was unwritten when the sweep reached it: it is being written.
    private var writing = false
    /// In that row, the first pixel not written yet.
    private var cursor = 0

    init(_ rows: UnwrittenRows?, pixels: UnsafeMutablePointer<UInt32>, width: Int) {
        self.rows = rows
        self.pixels = pixels
        self.width = width
    }

    /// Makes the pixels of row `y` from `x` to `x + count` ready to be drawn
    /// over (or, if `overwrites`, overwritten).
    @inline(__always)
    mutating func prepare(y: Int, x: Int, count: Int, overwrites: Bool) {
        if y != row { enter(y) }
        guard writing else { return }
        assert(x >= cursor, "spans of a row come from left to right")
        let end = overwrites ? x : x + count
        if end > cursor { PixelFill.fill(pixels + y * width + cursor, with: fill, count: end - cursor) }
        cursor = x + count
    }

    /// Leaves the current row for row `y`.
    private mutating func enter(_ y: Int) {
        finishRow()
        row = y
        writing = rows?.contains(y) ?? false
        if writing { fill = rows!.fill(of: y) }
        cursor = 0
    }

    /// Writes the rest of the row being written, which is then written.
    private mutating func finishRow() {
        guard writing else { return }
        PixelFill.fill(pixels + row * width + cursor, with: fill, count: width - cursor)
        rows!.markWritten(row)
        writing = false
    }

    /// Ends the sweep: the rows still unwritten, or nil if none is.
    mutating func finish() -> UnwrittenRows? {
        finishRow()
        return rows?.count == 0 ? nil : rows
    }
}
