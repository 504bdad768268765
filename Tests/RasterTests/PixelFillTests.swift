import Testing

@testable import HeadlessRaster

/// ``PixelFill`` (a string store from 256 pixels on, a loop below) sets
/// exactly the pixels asked for, at any length and alignment.
@Suite struct PixelFillTests {
    @Test func setsExactlyTheRunAtAnyLengthAndOffset() {
        for count in [0, 1, 2, 3, 255, 256, 257, 258, 1000, 1001] {
            for offset in 0..<3 {
                var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: count + 6)
                pixels.withUnsafeMutableBufferPointer {
                    PixelFill.fill($0.baseAddress! + offset, with: 0x8040_2010, count: count)
                }
                let expected = (0..<(count + 6)).map { $0 >= offset && $0 < offset + count ? 0x8040_2010 : 0xDEAD_BEEF as UInt32 }
                #expect(pixels == expected, "count \(count), offset \(offset)")
            }
        }
    }
}
