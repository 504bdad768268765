import HeadlessRaster
import HeadlessText
import Testing

@Suite("Bidirectional text and Arabic joining")
struct TextBidiTests {
    let font: Font

    init() throws { font = try Font(family: "DejaVu Sans", size: 17) }

    @Test func mixedHebrewInEnglishReordersVisually() throws {
        let layout = try TextLayout("abc שלום def", font: font)
        let line = layout.lines[0]
        // Visual order: "abc ", then the Hebrew word reversed (final mem first), " def".
        #expect(line.glyphs.map(\.glyph) == (try nominalGlyphs("abc םולש def")))
        #expect(line.glyphs.map(\.cluster) == [0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11])
        #expect(line.runs.map(\.isRightToLeft) == [false, true, false, false])
        // Pen positions grow left to right across the runs.
        let xs = line.glyphs.map(\.position.x)
        #expect(xs == xs.sorted())
        #expect(line.minX == 0)
    }

    @Test func rightToLeftParagraphPutsEnglishOnTheLeft() throws {
        let text = "שלום world"
        let layout = try TextLayout(text, font: font, width: 200)
        let line = layout.lines[0]
        #expect(line.shownText(of: text) == "world םולש")
        #expect(line.maxX == 200)  // natural alignment is right in a right-to-left paragraph
        #expect(line.runs.first?.isRightToLeft == false)
        #expect(line.runs.last?.isRightToLeft == true)
    }

    @Test func explicitBaseDirectionOverridesTheText() throws {
        let text = "abc שלום"
        let rtl = try TextLayout(text, font: font, style: ParagraphStyle(baseWritingDirection: .rightToLeft))
        #expect(rtl.lines[0].shownText(of: text) == "םולש abc")
        let ltr = try TextLayout("שלום abc", font: font, style: ParagraphStyle(baseWritingDirection: .leftToRight))
        #expect(ltr.lines[0].shownText(of: "שלום abc") == "םולש abc")
    }

    @Test func arabicLettersJoin() throws {
        let text = "مرحبا"
        let layout = try TextLayout(text, font: font)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.count == 5)
        // Right to left: the last letter (alef) comes first visually.
        #expect(glyphs.map(\.cluster) == [4, 3, 2, 1, 0])
        // Every letter takes a joining form, none its isolated one.
        let isolated = try nominalGlyphs(text).reversed()
        for (shaped, nominal) in zip(glyphs.map(\.glyph), isolated) {
            #expect(shaped != nominal)
        }
        // A lone letter keeps its isolated form.
        #expect(try TextLayout("ب", font: font).lines[0].glyphs.map(\.glyph) == (try nominalGlyphs("ب")))
    }

    @Test func arabicWithDigitsAndEnglish() throws {
        let text = "العربية 123 English"
        let layout = try TextLayout(text, font: font)
        let shown = layout.lines[0].shownText(of: text)
        // The first strong letter is Arabic, so the paragraph is right to left:
        // English ends up leftmost, the digits keep their order, Arabic is reversed on the right.
        #expect(shown == "English 123 ةيبرعلا")
    }

    @Test func wrappedBidiLinesReorderIndependently() throws {
        let text = "abc אבג דהו def"
        let layout = try TextLayout(text, font: font, width: 60)
        // Each line is reordered on its own: the two Hebrew words share line 2 and swap places.
        #expect(layout.lines.map { $0.shownText(of: text) } == ["abc", "והד גבא", "def"])
    }
}
