import Foundation
import HeadlessGeometry
import HeadlessRaster
import HeadlessText
import Testing

@Suite("Fonts and the font registry")
struct TextFontTests {
    @Test func bundledFacesAreRegisteredInOrder() {
        let faces = FontRegistry.shared.faces.prefix(6).map { "\($0.familyName) \($0.styleName)" }
        #expect(
            faces == [
                "DejaVu Sans Book", "DejaVu Sans Bold", "DejaVu Sans Oblique", "DejaVu Sans Bold Oblique",
                "DejaVu Sans Mono Book", "DejaVu Serif Book",
            ])
        #expect(FontRegistry.shared.familyNames.prefix(3) == ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"])
    }

    @Test func licenceShipsWithTheFonts() throws {
        let face = try FontRegistry.shared.face(family: "DejaVu Sans")
        let folder = try #require(face.fileURL).deletingLastPathComponent()
        let licence = try String(contentsOf: folder.appendingPathComponent("LICENSE-DejaVu"), encoding: .utf8)
        #expect(licence.contains("Bitstream Vera"))
    }

    /// Expected values read independently with fontTools 4 (Python) from
    /// DejaVuSans.ttf: head.unitsPerEm 2048; hhea ascent 1901, descent -483,
    /// lineGap 0; OS/2 is version 1 (no sCapHeight/sxHeight), usWeightClass
    /// 400; glyf "H" yMax 1493 and "x" yMax 1120.
    @Test func dejaVuSansMetricsAt17Points() throws {
        let font = try Font(family: "DejaVu Sans", size: 17)
        #expect(font.face.unitsPerEm == 2048)
        #expect(font.weight == .regular)
        let scale = 17.0 / 2048
        #expect(
            font.metrics
                == FontMetrics(
                    ascender: 1901 * scale, descender: -483 * scale, lineGap: 0,
                    capHeight: 1493 * scale, xHeight: 1120 * scale))
        #expect(font.metrics.lineHeight == 2384 * scale)
        #expect(font.metrics.ascender == 15.77978515625)
    }

    @Test func lookupMatchesWeightAndSlant() throws {
        #expect(try Font(family: "DejaVu Sans", size: 17, weight: .bold).face.styleName == "Bold")
        #expect(try Font(family: "dejavu sans", size: 17, italic: true).face.styleName == "Oblique")
        #expect(try Font(family: "DejaVu Sans", size: 12, weight: .heavy, italic: true).face.styleName == "Bold Oblique")
        #expect(try Font(family: "DejaVu Sans", size: 12, weight: .semibold).weight == .bold)
        #expect(try Font(family: "DejaVu Sans", size: 12, weight: .light).weight == .regular)
        #expect(try Font.monospaced(size: 12).familyName == "DejaVu Sans Mono")
        #expect(try Font.serif(size: 12).familyName == "DejaVu Serif")
    }

    @Test func unknownFamilyIsAnError() {
        #expect(throws: FontError.familyNotFound("Helvetica")) { try Font(family: "Helvetica", size: 12) }
    }

    @Test func systemFontsAreNeverLookedUp() {
        let empty = FontRegistry()
        #expect(empty.faces.isEmpty)
        #expect(throws: FontError.familyNotFound("DejaVu Sans")) {
            try Font(family: "DejaVu Sans", size: 12, registry: empty)
        }
    }

    @Test func invalidSizesAreErrors() throws {
        #expect(throws: FontError.invalidSize(-1)) { try Font.system(size: -1) }
        #expect(throws: FontError.invalidSize(.infinity)) { try Font.system(size: .infinity) }
        #expect {
            try Font.system(size: .nan)
        } throws: { error in
            guard case .invalidSize(let size) = error as? FontError else { return false }
            return size.isNaN
        }
        let zero = try Font.system(size: 0)
        #expect(zero.metrics.lineHeight == 0)
        #expect(zero.path(for: 43).bounds == .zero)
    }

    @Test func missingFileIsAClearError() {
        let url = URL(fileURLWithPath: "/nonexistent/Missing.ttf")
        #expect(throws: FontError.fileNotReadable(path: "/nonexistent/Missing.ttf", reason: "no such file")) {
            try FontRegistry().register(fileAt: url)
        }
        #expect(
            FontError.fileNotReadable(path: url.path, reason: "no such file").description
                == "Cannot read font file /nonexistent/Missing.ttf: no such file")
    }

    @Test func fileThatIsNotAFontIsAClearError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf")
        try Data(String(repeating: "This is plain text, not a font.\n", count: 64).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = FontError.notAFont(source: url.path, code: 2)
        #expect(throws: error) { try FontRegistry().register(fileAt: url) }
        #expect(error.description == "\(url.path) is not a font FreeType can open: unknown file format (0x2)")
        // Too short for FreeType to read even a header: "invalid stream operation".
        #expect(throws: FontError.notAFont(source: "Font data (0 bytes)", code: 0x55)) {
            try FontRegistry().register(data: Data())
        }
    }

    @Test func registeringDataAddsItsFaces() throws {
        let registry = FontRegistry()
        let file = try #require(try FontRegistry.shared.face(family: "DejaVu Serif").fileURL)
        let faces = try registry.register(data: Data(contentsOf: file))
        #expect(faces.map(\.description) == ["DejaVu Serif Book"])
        #expect(faces[0].fileURL == nil)
        #expect(try Font(family: "DejaVu Serif", size: 10, registry: registry).face === faces[0])
    }

    /// The outline of "H" (glyph 43): fontTools lists its 12 on-curve points,
    /// x 201...1339, y 0...1493 in font units.
    @Test func glyphOutlineIsTheFontsOwnPoints() throws {
        let font = try Font(family: "DejaVu Sans", size: 2048)
        let face = font.face
        #expect(face.glyph(for: "H") == 43)
        let outline = face.outline(for: 43)
        #expect(outline.bounds == Rect(x: 201, y: -1493, width: 1138, height: 1493))
        #expect(outline.elements.first == .move(Point(x: 201, y: -1493)))
        #expect(outline.elements.count == 13 + 1)
        #expect(outline.elements.last == .close)
        #expect(font.path(for: 43) == outline)
        let small = try Font(family: "DejaVu Sans", size: 17).path(for: 43).bounds
        #expect(
            small
                == Rect(
                    x: 201 * 17.0 / 2048, y: -1493 * 17.0 / 2048, width: 1138 * 17.0 / 2048,
                    height: 1493 * 17.0 / 2048))
    }

    /// DejaVu's .notdef is a box: fontTools gives x 102...1126, y -362...1444.
    @Test func notdefIsABox() throws {
        let outline = try FontRegistry.shared.face(family: "DejaVu Sans").outline(for: 0)
        #expect(outline.bounds == Rect(x: 102, y: -1444, width: 1024, height: 1806))
        #expect(try FontRegistry.shared.face(family: "DejaVu Sans").outline(for: 3).isEmpty)  // space
        #expect(try FontRegistry.shared.face(family: "DejaVu Sans").outline(for: 999_999).isEmpty)
    }

    /// The FreeType reference renderer's "H" at 17 px holds the outline's
    /// exact area in coverage (2 × 202 × 1493 + 734 × 170 font units²).
    @Test func freeTypeReferenceRendererDrawsTheOutline() throws {
        let face = try FontRegistry.shared.face(family: "DejaVu Sans")
        let renderer = try FreeTypeReferenceRenderer(fontFile: try #require(face.fileURL))
        let bitmap = try renderer.render(glyph: 43, pixelSize: 17)
        #expect(bitmap.left == 1)
        #expect(bitmap.top == 13)
        #expect(bitmap.width == 11)
        #expect(bitmap.height == 13)
        let ink = Double(bitmap.pixels.reduce(0) { $0 + Int($1) }) / 255
        let area = (2.0 * 202 * 1493 + 734 * 170) * (17.0 / 2048) * (17.0 / 2048)
        #expect(abs(ink - area) < area * 0.01)
    }
}
