import Foundation
import HeadlessRaster
import Testing

@testable import HeadlessText

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

@Suite("The fallback font set")
struct FallbackFontSetTests {
    @Test("the installed Noto files are the pinned ones, and their digest is stable")
    func pinned() {
        #expect(FallbackFonts.shared.problems == [])
        #expect(FallbackFonts.shared.fingerprint == FallbackFonts.shared.fingerprint)
    }

    @Test("a missing file is named with the package that installs it")
    func missing() {
        let absent = FallbackFonts(root: "/nonexistent-fonts")
        #expect(absent.problems.count == absent.files.count)
        #expect(
            absent.problems.first == "/nonexistent-fonts/opentype/noto/NotoSansCJK-Regular.ttc is missing"
                + " (install Debian's fonts-noto-cjk, as scripts/install-deps.sh does)")
        #expect(absent.fingerprint != FallbackFonts.shared.fingerprint)
    }
}
