import Foundation
import HeadlessRaster
import HeadlessText
import Testing

/// Our glyph ink against FreeType's own rendering of the same unhinted
/// outline (`FT_Render_Glyph`, anti-aliased), over printable ASCII in DejaVu Sans.
@Suite("Glyph ink")
struct GlyphInkTests {
    /// Printable ASCII but the space, which has no outline and lays out alone as no glyph.
    static let printableASCII = (0x21...0x7E).compactMap(Unicode.Scalar.init)
    static let pixelSizes = [12.0, 17.0, 34.0]

    /// Each glyph is compared over the union of our ink's box and FreeType's
    /// bitmap, aligned by the pen position (pixels outside a box count as 0).
    /// The bound of 2/255 holds for the mean over all those pixels of all
    /// glyphs of a size, pooled; a looser 4/255 holds for each glyph alone,
    /// so one broken glyph cannot hide in the average.
    ///
    /// Measured: 0.96, 0.85 and 0.38 (/255) at 12, 17 and 34 px; the worst
    /// glyph is "(" at 12 px, 3.36. The differences are FreeType's, which
    /// rounds scaled points to 1/64 pixel, and our flattening of curves
    /// within ``Canvas/curveTolerance``.
    @Test(arguments: pixelSizes)
    func inkAgreesWithFreeType(pixelSize: Double) throws {
        let font = try Font(family: "DejaVu Sans", size: pixelSize)
        let freeType = try FreeTypeReferenceRenderer(fontFile: try #require(font.face.fileURL))
        var total = InkDifference()
        for scalar in Self.printableASCII {
            let glyph = try #require(font.face.glyph(for: scalar))
            let difference = InkDifference(
                try GlyphInk.cached(scalar, font: font),
                try freeType.render(glyph: glyph, pixelSize: pixelSize))
            #expect(difference.mean <= 4, "\"\(scalar)\" at \(pixelSize) px differs by \(difference.mean)/255 per pixel")
            total += difference
        }
        #expect(total.mean <= 2, "glyphs at \(pixelSize) px differ by \(total.mean)/255 per pixel")
    }

    /// The Noto fallback fonts' glyphs, with the same bounds: (font file under
    /// Debian's font folder, face index, characters). Measured: 1.04 and 0.58
    /// (/255) pooled at 17 and 34 px.
    static let notoSamples: [(file: String, index: Int, text: String)] = [
        ("opentype/noto/NotoSansCJK-Regular.ttc", 2, "你好世界永"),
        ("opentype/noto/NotoSansCJK-Regular.ttc", 0, "あカ語"),
        ("opentype/noto/NotoSansCJK-Bold.ttc", 1, "한글"),
        ("truetype/noto/NotoSansDevanagari-Regular.ttf", 0, "कखगनम"),
        ("truetype/noto/NotoSansBengali-Regular.ttf", 0, "কখগ"),
        ("truetype/noto/NotoSansTamil-Regular.ttf", 0, "கஙச"),
        ("truetype/noto/NotoSansThai-Regular.ttf", 0, "กขคง"),
    ]

    @Test(arguments: [17.0, 34.0])
    func fallbackFontInkAgreesWithFreeType(pixelSize: Double) throws {
        var total = InkDifference()
        for sample in Self.notoSamples {
            let url = URL(fileURLWithPath: "/usr/share/fonts/" + sample.file)
            let face = try FontRegistry().register(fileAt: url)[sample.index]
            let font = try Font(face: face, size: pixelSize)
            let freeType = try FreeTypeReferenceRenderer(fontFile: url, faceIndex: sample.index)
            for scalar in sample.text.unicodeScalars {
                let glyph = try #require(face.glyph(for: scalar))
                let difference = InkDifference(
                    try GlyphInk.cached(scalar, font: font),
                    try freeType.render(glyph: glyph, pixelSize: pixelSize))
                #expect(difference.mean <= 4, "\"\(scalar)\" at \(pixelSize) px differs by \(difference.mean)/255 per pixel")
                total += difference
            }
        }
        #expect(total.mean <= 2, "Noto glyphs at \(pixelSize) px differ by \(total.mean)/255 per pixel")
    }

    /// The glyph cache draws exactly what filling the outline draws.
    @Test(arguments: pixelSizes)
    func cachedGlyphsMatchFilledOutlines(pixelSize: Double) throws {
        let font = try Font(family: "DejaVu Sans", size: pixelSize)
        for scalar in Self.printableASCII {
            let glyph = try #require(font.face.glyph(for: scalar))
            let cached = try GlyphInk.cached(scalar, font: font), filled = try GlyphInk.filled(glyph, font: font)
            let differing = zip(cached.bitmap.pixels, filled.bitmap.pixels).count { $0 != $1 }
            #expect(differing == 0, "\"\(scalar)\" at \(pixelSize) px: pixels differ")
        }
    }
}
