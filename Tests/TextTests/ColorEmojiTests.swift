import Foundation
import Raster
import Testing
@testable import Text

@Suite("Colour emoji")
struct ColorEmojiTests {
    @Test("Noto Color Emoji loads as a colour bitmap face")
    func loads() throws {
        let path = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        let data = try #require(FileManager.default.contents(atPath: path))
        let face = try FontFace(data: data, faceIndex: 0, fileURL: nil, source: path)
        #expect(face.hasColorBitmaps)
        let glyph = try #require(face.glyph(for: "\u{1F600}"))
        let color = try #require(face.colorGlyph(glyph))
        #expect(color.bitmap.width > 100 && color.pixelsPerEm == 109)
    }
}
