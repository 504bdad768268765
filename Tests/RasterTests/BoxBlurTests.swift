import Testing

@testable import HeadlessRaster

/// The box blur against a direct evaluation of its definition: three box
/// passes along the rows, then three down the columns, each output the
/// rounded mean of its window, with zeros or the edge value beyond the ends.
@Suite("Box blur")
struct BoxBlurTests {
    /// The blur computed window by window, as the definition reads.
    static func direct(_ mask: [UInt8], width: Int, height: Int, sigma: Double, edges: BoxBlur.Edges) -> [UInt8] {
        let d = BoxBlur.boxSize(sigma: sigma)
        guard d > 1 else { return mask }
        let passes = d % 2 == 1 ? Array(repeating: (d / 2, d / 2), count: 3) : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        func pass(_ line: [Int], _ left: Int, _ right: Int) -> [Int] {
            let size = left + right + 1
            return line.indices.map { i in
                let sum = (i - left...i + right).reduce(0) { total, j in
                    total + (j < 0 ? (edges == .extend ? line[0] : 0) : j >= line.count ? (edges == .extend ? line[line.count - 1] : 0) : line[j])
                }
                return (sum + size / 2) / size
            }
        }
        var plane = mask.map(Int.init)
        for y in 0..<height {
            var row = Array(plane[y * width..<(y + 1) * width])
            for (left, right) in passes { row = pass(row, left, right) }
            plane.replaceSubrange(y * width..<(y + 1) * width, with: row)
        }
        for x in 0..<width {
            var column = (0..<height).map { plane[$0 * width + x] }
            for (above, below) in passes { column = pass(column, above, below) }
            for y in 0..<height { plane[y * width + x] = column[y] }
        }
        return plane.map { UInt8($0) }
    }

    @Test(
        "equals the definition on random masks, for boxes narrower and far wider than the mask",
        arguments: [0.8, 1.5, 3, 7.2, 40, 300])
    func equalsTheDefinition(sigma: Double) {
        var random = PNGTestRandom(seed: UInt64(sigma * 10))
        for edges in [BoxBlur.Edges.transparent, .extend] {
            for _ in 0..<6 {
                let width = Int(random.next() % 23) + 1, height = Int(random.next() % 17) + 1
                let mask = Self.randomMask(width: width, height: height, &random)
                var blurred = mask
                BoxBlur.blur(&blurred, width: width, height: height, sigma: sigma, edges: edges)
                #expect(
                    blurred == Self.direct(mask, width: width, height: height, sigma: sigma, edges: edges),
                    "\(width)x\(height), \(edges)")
            }
        }
    }

    @Test("blurs each channel of packed pixels as the definition blurs a mask", arguments: [1.5, 7.2, 40])
    func packedPixelsBlurByChannel(sigma: Double) {
        var random = PNGTestRandom(seed: UInt64(sigma * 10) + 1)
        for edges in [BoxBlur.Edges.transparent, .extend] {
            for _ in 0..<4 {
                let width = Int(random.next() % 19) + 1, height = Int(random.next() % 13) + 1
                let channels = (0..<4).map { _ in Self.randomMask(width: width, height: height, &random) }
                var pixels = (0..<width * height).map { i in
                    (0..<4).reduce(UInt32(0)) { packed, c in packed | UInt32(channels[c][i]) << (8 * c) }
                }
                BoxBlur.blur(&pixels, width: width, height: height, sigma: sigma, edges: edges)
                for c in 0..<4 {
                    #expect(
                        pixels.map { UInt8(truncatingIfNeeded: $0 >> (8 * c)) }
                            == Self.direct(channels[c], width: width, height: height, sigma: sigma, edges: edges),
                        "channel \(c), \(width)x\(height), \(edges)")
                }
            }
        }
    }

    /// A random mask with zeros scattered and about a quarter of its rows
    /// blank, as a shadow's mask has above and below its shape.
    static func randomMask(width: Int, height: Int, _ random: inout PNGTestRandom) -> [UInt8] {
        let blank = (0..<height).map { _ in random.next() % 4 == 0 }
        return (0..<width * height).map { i in
            blank[i / width] || random.next() % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: random.next())
        }
    }
}
