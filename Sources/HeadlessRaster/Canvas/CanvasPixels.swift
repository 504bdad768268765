/// A canvas's pixels: a bitmap in which some rows may still be unwritten,
/// all their pixels holding one value that is not yet in memory (see
/// ``UnwrittenRows``). Only ``written`` gives the bitmap out.
struct CanvasPixels {
    /// The pixels in memory: an unwritten row's are stale or not set at all.
    private var bitmap: Bitmap
    /// The unwritten rows; nil when there are none (always, in an empty bitmap).
    private var unwrittenRows: UnwrittenRows?

    /// The pixels of `bitmap`, all written.
    init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Transparent pixels of a size already checked, written row by row as drawn into.
    init(transparentWidth width: Int, height: Int) {
        bitmap = Bitmap(uninitializedValidatedWidth: width, height: height)
        clearRows(to: 0)
    }

    /// The bitmap with every row written. Keeping it shares its memory, so
    /// that the next drawing copies it first.
    var written: Bitmap {
        mutating get {
            if unwrittenRows != nil { withPixels(rows: 0..<bitmap.height) { _ in } }
            return bitmap
        }
    }

    /// Whether any of `rows` is still unwritten.
    func hasUnwrittenRows(in rows: Range<Int>) -> Bool {
        unwrittenRows?.containsAny(of: rows) ?? false
    }

    /// Sets every pixel to `packed`, written to memory row by row as drawn into.
    mutating func clearRows(to packed: UInt32) {
        unwrittenRows = bitmap.pixels.isEmpty ? nil : UnwrittenRows(fill: packed, height: bitmap.height)
    }

    /// Sets every pixel of `rows` to `packed`, written to memory row by row as drawn into.
    mutating func fillRows(_ rows: Range<Int>, with packed: UInt32) {
        guard !rows.isEmpty else { return }
        var unwritten = unwrittenRows.take() ?? UnwrittenRows(writtenHeight: bitmap.height)
        unwritten.setUnwritten(rows, fill: packed)
        unwrittenRows = unwritten
    }

    /// Runs `body` on the pixels (rows of the bitmap's width, from the
    /// top-left), with the unwritten rows among `rows` written first: for
    /// drawing that reads or changes no other rows.
    mutating func withPixels<R>(rows: Range<Int>, _ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        let width = bitmap.width
        var unwritten = unwrittenRows.take()
        defer { unwrittenRows = unwritten?.count == 0 ? nil : unwritten }
        return try bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
            // An array's buffer has an address even when empty (nothing is drawn into an empty canvas).
            let pixels = buffer.baseAddress!
            unwritten?.write(rows: rows, into: pixels, width: width)
            return try body(pixels)
        }
    }

    /// Runs `body` on the pixels with a writer of the unwritten rows, for a
    /// sweep that draws spans row by row: it writes each unwritten row as the
    /// sweep reaches it, leaving out what an opaque span overwrites.
    mutating func withPixels<R>(writingRowsAsSwept body: (UnsafeMutablePointer<UInt32>, inout SweptRowWriter) throws -> R) rethrows -> R {
        let width = bitmap.width
        var unwritten = unwrittenRows.take()
        defer { unwrittenRows = unwritten }
        return try bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress!
            var writer = SweptRowWriter(unwritten, pixels: pixels, width: width)
            // The writer finishes the last row through `pixels`, so within this closure.
            defer { unwritten = writer.finish() }
            return try body(pixels, &writer)
        }
    }
}
