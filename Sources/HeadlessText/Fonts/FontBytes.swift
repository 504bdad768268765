import Foundation

/// The bytes of one font file or data, copied once and shared by every face
/// opened from them (the faces of a collection, the named instances of a
/// variable font). FreeType and HarfBuzz read the bytes in place for as long
/// as a face lives, so they never move and never change.
final class FontBytes: @unchecked Sendable {
    /// The bytes, 16-byte aligned; never written after `init`.
    let buffer: UnsafeMutableRawBufferPointer
    /// The number of font bytes (the buffer holds at least one byte).
    let count: Int

    /// A copy of `data`.
    init(copying data: Data) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Swift.max(1, data.count), alignment: 16)
        data.withUnsafeBytes { buffer.copyMemory(from: $0) }
        self.buffer = buffer
        count = data.count
    }

    deinit { buffer.deallocate() }
}
