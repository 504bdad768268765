import CPixelMemory

/// Sets runs of pixels to one value: canvas clears, opaque fills and the
/// inside of opaque shapes, the widest stores the renderer makes.
enum PixelFill {
    /// From this many pixels (1 KiB) on, the processor's string store is
    /// used: it writes cache lines without reading them first, which pays for
    /// its start-up cost once a run spans many cache lines.
    static let stringStoreThreshold = 256

    /// Sets `count` pixels from `pixels` to `value`.
    @inline(__always)
    static func fill(_ pixels: UnsafeMutablePointer<UInt32>, with value: UInt32, count: Int) {
        if count >= stringStoreThreshold {
            pixel_memory_fill(pixels, value, count)
        } else {
            pixels.update(repeating: value, count: count)
        }
    }
}
