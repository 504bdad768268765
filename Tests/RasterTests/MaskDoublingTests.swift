import Testing

@testable import HeadlessRaster

/// ``MaskDoubling`` (SIMD lanes with a scalar tail) gives, for random masks
/// of many sizes, exactly the 9-3-3-1 bilinear mix of its definition.
@Suite struct MaskDoublingTests {
    /// The definition, pixel by pixel: the nearer input pixel weighs 9, the
    /// two beside it towards the output's centre 3 each, the diagonal one 1
    /// (edges repeat), rounded to nearest.
    private func reference(_ mask: [UInt8], width: Int, height: Int, outputWidth: Int, outputHeight: Int) -> [UInt8] {
        func input(_ x: Int, _ y: Int) -> Int { Int(mask[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]) }
        var out: [UInt8] = []
        for y in 0..<outputHeight {
            let ny = y >> 1, fy = y & 1 == 0 ? ny - 1 : ny + 1
            for x in 0..<outputWidth {
                let nx = x >> 1, fx = x & 1 == 0 ? nx - 1 : nx + 1
                let sum = 9 * input(nx, ny) + 3 * input(fx, ny) + 3 * input(nx, fy) + input(fx, fy)
                out.append(UInt8((sum + 8) >> 4))
            }
        }
        return out
    }

    @Test func matchesTheDefinitionOnRandomMasks() {
        var random = PNGTestRandom(seed: 23)
        for trial in 0..<300 {
            let width = 1 + trial % 37, height = 1 + (trial / 7) % 5
            let outputWidth = 2 * width - Int(random.next() % 2), outputHeight = 2 * height - Int(random.next() % 2)
            let mask = (0..<(width * height)).map { _ in
                random.next() % 3 == 0 ? UInt8(255) : UInt8(truncatingIfNeeded: random.next())
            }
            let doubled = MaskDoubling.doubled(
                mask, width: width, height: height,
                outputWidth: outputWidth, outputHeight: outputHeight)
            #expect(
                doubled
                    == reference(
                        mask, width: width, height: height,
                        outputWidth: outputWidth, outputHeight: outputHeight), "trial \(trial)")
        }
    }
}
