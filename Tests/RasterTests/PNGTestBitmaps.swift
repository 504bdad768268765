@testable import HeadlessRaster

/// Bitmaps for PNG tests, made from a seeded generator so every run sees the same pixels.
enum PNGTestBitmaps {
    /// A bitmap of opaque pixels with varied colours.
    static func opaque(width: Int, height: Int, seed: UInt64 = 1) throws -> Bitmap {
        var random = PNGTestRandom(seed: seed)
        let pixels = (0..<(width * height)).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        return try Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Every valid premultiplied pixel (each component from 0 through its alpha,
    /// for every alpha), padded with transparent pixels to whole rows of 256.
    static func everyPremultipliedPixel() throws -> Bitmap {
        var pixels: [UInt32] = []
        for a in 0...255 {
            for c in 0...a {
                let pixel = PremultipliedPixel(r: UInt8(c), g: UInt8((c * 7) % (a + 1)), b: UInt8(a - c), a: UInt8(a))
                pixels.append(pixel.packed)
            }
        }
        pixels += Array(repeating: 0, count: (256 - pixels.count % 256) % 256)
        return try Bitmap(width: 256, height: pixels.count / 256, pixels: pixels)
    }
}

/// A small seeded pseudo-random generator (SplitMix64), for reproducible test data.
struct PNGTestRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
