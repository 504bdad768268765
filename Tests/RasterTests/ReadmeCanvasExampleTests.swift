import Foundation
import HeadlessGeometry
import HeadlessRaster
import HeadlessText
import Testing

/// The canvas example of the README, compiled and checked here.
@Suite struct ReadmeCanvasExampleTests {
    /// The README's code, verbatim but for the output file.
    func drawButton(to url: URL) throws -> Bitmap {
        let canvas = try Canvas(width: 300, height: 200, scale: 2)  // 150 x 100 points at 2x
        canvas.clear(to: .white)
        canvas.fill(
            Path(roundedRect: Rect(x: 10, y: 10, width: 130, height: 80), cornerRadius: 12),
            color: Color(hex: 0x007AFF))
        let title = try TextLayout("Continue", font: try Font.system(size: 17, weight: .bold))
        canvas.draw(title, at: Point(x: 75 - title.size.width / 2, y: 40), color: .white)
        try canvas.bitmap.writePNG(to: url)
        return canvas.bitmap
    }

    @Test func drawsAButtonAndWritesIt() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-button-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let bitmap = try drawButton(to: url)
        #expect(bitmap[2, 2] == PremultipliedPixel(Color.white))
        #expect(bitmap[40, 100] == PremultipliedPixel(Color(hex: 0x007AFF)))
        let whiteInside = (80..<180).contains { y in (30..<270).contains { x in bitmap[x, y] == PremultipliedPixel(Color.white) } }
        #expect(whiteInside)  // the title
        #expect(try Bitmap(contentsOfPNG: url) == bitmap)
    }
}
