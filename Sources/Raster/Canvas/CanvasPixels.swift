/// A canvas's pixels: a bitmap in which some rows may still be unwritten,
/// holding one value that is not yet in memory (see ``UnwrittenRows``).
struct CanvasPixels {
    /// The pixels in memory: those of the unwritten rows are not set yet.
    private(set) var bitmap: Bitmap
    private var unwrittenRows: UnwrittenRows?

    /// The pixels of `bitmap`, all written.
    init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// Transparent pixels of a size already checked, written row by row as drawn into.
    init(transparentWidth width: Int, height: Int) {
        bitmap = Bitmap(uninitializedValidatedWidth: width, height: height)
        unwrittenRows = UnwrittenRows(fill: 0, height: height)
    }

    /// The bitmap with every row written.
    var written: Bitmap {
        mutating get {
            writeAllRows()
            return bitmap
        }
    }

    /// Writes every unwritten row.
    mutating func writeAllRows() {
        guard unwrittenRows != nil else { return }
        withPixels(rows: 0..<bitmap.height) { _ in }
    }

    /// Sets every pixel to `packed`, written to memory row by row as drawn into.
    mutating func clearRows(to packed: UInt32) {
        unwrittenRows = UnwrittenRows(fill: packed, height: bitmap.height)
    }

    /// Runs `body` on the pixels (rows of the bitmap's width, from the
    /// top-left), with the unwritten rows among `rows` written first: for
    /// drawing that reads or changes no other rows.
    mutating func withPixels<R>(rows: Range<Int>, _ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        let width = bitmap.width
        var unwritten = unwrittenRows.take()
        defer { unwrittenRows = unwritten?.count == 0 ? nil : unwritten }
        return try bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress ?? CanvasPixels.nowhere
            unwritten?.write(rows: rows, into: pixels, width: width)
            return try body(pixels)
        }
    }

    /// Runs `body` on the pixels with a writer of the unwritten rows, for a
    /// sweep that draws spans row by row: it writes each unwritten row as the
    /// sweep reaches it, leaving out what an opaque span overwrites.
    mutating func withPixels<R>(writingRowsAsSwept body: (UnsafeMutablePointer<UInt32>, inout SweptRowWriter) throws -> R) rethrows -> R {
        let width = bitmap.width
        var writer: SweptRowWriter?
        defer { unwrittenRows = writer?.finish() }
        let unwritten = unwrittenRows.take()
        return try bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress ?? CanvasPixels.nowhere
            writer = SweptRowWriter(unwritten, pixels: pixels, width: width)
            return try body(pixels, &writer!)
        }
    }

    /// The address given for an empty bitmap, which nothing may read or write.
    private static var nowhere: UnsafeMutablePointer<UInt32> { UnsafeMutablePointer(bitPattern: MemoryLayout<UInt32>.alignment)! }
}
