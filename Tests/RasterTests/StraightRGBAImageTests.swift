import Foundation
import HeadlessRaster
import Testing

@Suite("StraightRGBAImage: straight-alpha samples as stored")
struct StraightRGBAImageTests {
    /// `<repository root>/../shared/oracles/pngsuite`.
    private static let pngSuite = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/oracles/pngsuite").standardized

    /// A PngSuite file's straight samples, or a failure naming where the suite should be.
    private func image(_ name: String) throws -> StraightRGBAImage {
        let url = Self.pngSuite.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: url.path), "PngSuite file \(url.path) is missing")
        return try StraightRGBAImage(pngData: Data(contentsOf: url))
    }

    @Test("16-bit RGBA with graded alpha rounds every stored sample to 8 bits; transparent pixels become zero")
    func sixteenBitAlpha() throws {
        let decoded = try image("basn6a16.png")
        // Sums and one pixel of round(v / 257), computed from the raw 16-bit samples by an independent decoder.
        let sums = (0..<4).map { channel in decoded.pixels.reduce(0) { $0 + Int($1 >> UInt32(channel * 8) & 0xFF) } }
        #expect(sums == [114_750, 114_750, 57_375, 81_560])
        #expect(decoded.pixels[5 * 32 + 7] == 231 | 255 << 8 | 0 << 16 | 82 << 24)
        #expect(try image("basi6a16.png") == decoded, "interlacing does not change the samples")
    }

    @Test("8-bit RGBA keeps semi-transparent colours that premultiplying would lose")
    func eightBitAlpha() throws {
        let straight = try image("basn6a08.png")
        let bitmap = try Bitmap(pngData: Data(contentsOf: Self.pngSuite.appendingPathComponent("basn6a08.png")))
        #expect(straight.pixels.count == bitmap.pixels.count)
        let premultiplied = straight.pixels.map { pixel in
            let p = PremultipliedPixel(packed: pixel)
            return PremultipliedPixel(
                r: PremultipliedPixel.multiply(p.r, p.a), g: PremultipliedPixel.multiply(p.g, p.a),
                b: PremultipliedPixel.multiply(p.b, p.a), a: p.a
            ).packed
        }
        #expect(premultiplied == bitmap.pixels)
        #expect(
            straight.pixels.contains { pixel in
                let p = PremultipliedPixel(packed: pixel)
                return p.a < 255 && max(p.r, p.g, p.b) > p.a
            }, "some colour exceeds its alpha, which a premultiplied bitmap cannot hold")
    }
}
