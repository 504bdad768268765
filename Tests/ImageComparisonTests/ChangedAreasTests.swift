import HeadlessImageComparison
import HeadlessRaster
import Testing

@Suite("Changed areas: differing pixels gathered into separate areas")
struct ChangedAreasTests {
    /// A 200 x 100 white bitmap with the given pixels black.
    private func bitmap(black points: [(Int, Int)]) throws -> Bitmap {
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 200 * 100)
        for (x, y) in points { pixels[y * 200 + x] = 0xFF00_0000 }
        return try Bitmap(width: 200, height: 100, pixels: pixels)
    }

    @Test("two blobs far apart are two areas, largest first; pixels in touching cells are one area")
    func clusters() throws {
        let big = (10..<40).flatMap { x in (10..<20).map { (x, $0) } }
        let small = [(150, 70), (152, 71)]
        let outcome = Comparison.compare(try bitmap(black: []), try bitmap(black: big + small))
        #expect(outcome.changedAreas == [PixelRegion(x0: 10, y0: 10, x1: 40, y1: 20), PixelRegion(x0: 150, y0: 70, x1: 153, y1: 72)])
        let near = Comparison.compare(try bitmap(black: []), try bitmap(black: [(15, 15), (31, 31)]))
        #expect(near.changedAreas == [PixelRegion(x0: 15, y0: 15, x1: 32, y1: 32)])
        #expect(Comparison.compare(try bitmap(black: []), try bitmap(black: [])).changedAreas.isEmpty)
    }
}
