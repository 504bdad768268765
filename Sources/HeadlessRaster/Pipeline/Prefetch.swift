import CPixelMemory

/// Hints for the loops that go down a shape row by row: one row of a canvas
/// (or of a wide shape's cells) is usually 4 KiB or more from the next,
/// beyond what the processor prefetches by itself, so each row would
/// otherwise wait for memory. While one row is worked on, the same columns a
/// few rows down are requested. Hints change no value.
enum Prefetch {
    /// How many rows ahead memory is requested.
    static let rowsAhead = 2

    /// Requests the cache line holding `address`.
    @inline(__always)
    static func line(_ address: UnsafeRawPointer) {
        pixel_memory_prefetch(address)
    }

    /// Requests the pixels `rowsAhead` rows below `count` pixels from
    /// `pixels` of row `y`, when that row is still inside a buffer of
    /// `height` rows of `width` pixels: the first and last cache lines (the
    /// processor follows a row from there itself).
    @inline(__always)
    static func pixelsBelow(_ pixels: UnsafePointer<UInt32>, count: Int, y: Int, width: Int, height: Int) {
        guard y &+ rowsAhead < height else { return }
        let below = pixels + rowsAhead &* width
        line(below)
        if count > 16 { line(below + (count &- 1)) }
    }
}
