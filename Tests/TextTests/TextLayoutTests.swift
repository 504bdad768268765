import HeadlessGeometry
import HeadlessRaster
import HeadlessText
import Testing

@Suite("Text layout: lines, wrapping, truncation, alignment")
struct TextLayoutTests {
    let font: Font
    let sentence = "Hello world, this is a longer sentence"

    init() throws { font = try Font(family: "DejaVu Sans", size: 17) }

    @Test func singleLineMetricsAndPositions() throws {
        let layout = try TextLayout("Hello", font: font)
        #expect(layout.lineCount == 1)
        // H e l l o advances from hmtx: 1540 + 1260 + 569 + 569 + 1253.
        #expect(layout.size == Size(width: 5191 * unit17, height: lineHeight17))
        #expect(layout.baselines == [ascender17])
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.map(\.glyph) == [43, 72, 79, 79, 82])
        #expect(glyphs.map(\.position.x) == [0, 1540 * unit17, 2800 * unit17, 3369 * unit17, 3938 * unit17])
        #expect(glyphs.allSatisfy { $0.position.y == ascender17 })
        #expect(glyphs.map(\.cluster) == [0, 1, 2, 3, 4])
        #expect(layout.lines[0].runs[0].font == font)
    }

    @Test func kerningAndLigaturesAreOnByDefault() throws {
        let kerned = try TextLayout("AVA", font: font)
        let plain = try TextLayout("AVA", font: font, style: ParagraphStyle(shaping: ShapingOptions(kerning: false)))
        // hb-shape: A 1270, V 1270, A 1401 kerned; A and V are 1401 wide.
        #expect(kerned.size.width == 3941 * unit17)
        #expect(plain.size.width == 3 * 1401 * unit17)
        let ligature = try TextLayout("office", font: font)
        #expect(ligature.lines[0].glyphs.map(\.glyph) == [82, 5044, 70, 72])
        #expect(ligature.lines[0].glyphs.map(\.cluster) == [0, 1, 4, 5])
        let noLigature = try TextLayout(
            "office", font: font,
            style: ParagraphStyle(shaping: ShapingOptions(ligatures: false)))
        #expect(noLigature.lines[0].glyphs.count == 6)
    }

    @Test func wrapsAtWordsToTheWidth() throws {
        let layout = try TextLayout(sentence, font: font, width: 100)
        #expect(layout.lines.map(\.range) == [0..<6, 6..<18, 18..<30, 30..<38])
        #expect(
            layout.lines.map { $0.shownText(of: sentence) }
                == ["Hello", "world, this", "is a longer", "sentence"])
        #expect(layout.baselines == (0..<4).map { ascender17 + Double($0) * lineHeight17 })
        #expect(layout.size.height == 4 * lineHeight17)
        #expect(layout.lines.allSatisfy { $0.width <= 100 })
        #expect(layout.size.width == layout.lines.map(\.width).max())
        #expect(layout.lines[0].width == 5191 * unit17)  // trailing space hangs
        #expect(layout.alignmentWidth == 100)
    }

    @Test func hardLineBreaks() throws {
        #expect(try TextLayout("a\nb", font: font).lines.map(\.range) == [0..<1, 2..<3])
        #expect(try TextLayout("a\r\nb", font: font).lines.map(\.range) == [0..<1, 3..<4])
        #expect(try TextLayout("a\n\nb", font: font).lines.map(\.range) == [0..<1, 2..<2, 3..<4])
        #expect(try TextLayout("a\u{2029}b\u{2028}c", font: font).lineCount == 3)
        #expect(try TextLayout("a\n", font: font).lineCount == 1)
        let blank = try TextLayout("\n", font: font)
        #expect(blank.lineCount == 1)
        #expect(blank.size == Size(width: 0, height: lineHeight17))
    }

    @Test func longWordsBreakBetweenCharacters() throws {
        let word = "Supercalifragilistic"
        let layout = try TextLayout(word, font: font, width: 50)
        #expect(layout.lines.map(\.range) == [0..<5, 5..<11, 11..<17, 17..<20])
        #expect(layout.lines.allSatisfy { $0.width <= 50 })
        // A ligature is one cluster and never split.
        #expect(try TextLayout("office", font: font, width: 20).lines.map(\.range) == [0..<1, 1..<4, 4..<6])
    }

    @Test func charWrappingBreaksAnywhere() throws {
        let layout = try TextLayout(
            "Hello world", font: font, width: 40,
            style: ParagraphStyle(lineBreakMode: .byCharWrapping))
        // "o wo" would be 2 × 1253 + 651 + 1675 units = 40.1 pt, over 40.
        #expect(layout.lines.map { $0.shownText(of: "Hello world") } == ["Hell", "o w", "orld"])
    }

    @Test func numberOfLinesLimitsWrapping() throws {
        let layout = try TextLayout(sentence, font: font, width: 100, style: ParagraphStyle(numberOfLines: 2))
        #expect(layout.lines.map(\.range) == [0..<6, 6..<18])
        #expect(!layout.isTruncated)
        let paragraphs = try TextLayout("one\ntwo\nthree", font: font, style: ParagraphStyle(numberOfLines: 2))
        #expect(paragraphs.lines.map(\.range) == [0..<3, 4..<7])
    }

    @Test func truncatesTheTail() throws {
        let style = ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        let layout = try TextLayout(sentence, font: font, width: 100, style: style)
        let line = layout.lines[0]
        #expect(line.shownText(of: sentence) == "Hello wor…")
        #expect(line.isTruncated && layout.isTruncated)
        #expect(line.range == 0..<38)
        #expect(line.width <= 100)
        #expect(line.runs.last?.isEllipsis == true)
        #expect(line.glyphs.last?.glyph == 2825)  // U+2026, 2048 units wide
        #expect(line.glyphs.last?.advance == 17)
    }

    @Test func truncatesTheHeadAndMiddle() throws {
        let head = try TextLayout(
            sentence, font: font, width: 100,
            style: ParagraphStyle(lineBreakMode: .byTruncatingHead, numberOfLines: 1))
        #expect(head.lines[0].shownText(of: sentence) == "…sentence")
        let middle = try TextLayout(
            sentence, font: font, width: 100,
            style: ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 1))
        #expect(middle.lines[0].shownText(of: sentence) == "Hell…tence")
        #expect(head.lines[0].width <= 100 && middle.lines[0].width <= 100)
    }

    @Test func truncatesTheLastAllowedLine() throws {
        let style = ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 2)
        let layout = try TextLayout(sentence, font: font, width: 100, style: style)
        #expect(layout.lines.map { $0.shownText(of: sentence) } == ["Hello", "world, thi…"])
        #expect(layout.lines.map(\.isTruncated) == [false, true])
        // Text that fits but hides a following paragraph still gets an ellipsis.
        let hidden = try TextLayout(
            "Short\nhidden", font: font, width: 100,
            style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1))
        #expect(hidden.lines.map { $0.shownText(of: "Short\nhidden") } == ["Short…"])
        // Text that fits is left alone.
        let fits = try TextLayout("Short", font: font, width: 100, style: style)
        #expect(!fits.isTruncated)
    }

    @Test func clippingKeepsTheRestOfTheParagraphOnTheLastLine() throws {
        let layout = try TextLayout(
            sentence, font: font, width: 100,
            style: ParagraphStyle(lineBreakMode: .byClipping, numberOfLines: 1))
        #expect(layout.lines[0].shownText(of: sentence) == sentence)
        #expect(layout.lines[0].width > 100)
        #expect(!layout.isTruncated)
    }

    @Test func alignment() throws {
        func line(_ alignment: TextAlignment, _ text: String = "Hello") throws -> TextLine {
            try TextLayout(text, font: font, width: 100, style: ParagraphStyle(alignment: alignment)).lines[0]
        }
        let width = 5191 * unit17
        #expect(try line(.left).minX == 0)
        #expect(try line(.natural).minX == 0)
        #expect(try line(.right).minX == 100 - width)
        #expect(try line(.right).maxX == 100)
        #expect(try line(.center).minX == (100 - width) / 2)
        #expect(try line(.natural, "שלום").maxX == 100)
        #expect(try line(.justified, "שלום").maxX == 100)  // a paragraph's last line aligns naturally
    }

    @Test func justifiedLinesFillTheWidth() throws {
        let layout = try TextLayout(sentence, font: font, width: 100, style: ParagraphStyle(alignment: .justified))
        // "Hello" has no space to widen; the last line is not justified.
        #expect(layout.lines.map(\.width) == [5191 * unit17, 100, 100, layout.lines[3].width])
        #expect(abs(layout.lines[1].maxX - 100) < 1e-9)
        #expect(abs(layout.lines[2].maxX - 100) < 1e-9)
        #expect(layout.lines[3].width < 100)
    }

    @Test func withoutAWidthLinesAlignInTheWidestLine() throws {
        let layout = try TextLayout("a\nHello", font: font, style: ParagraphStyle(alignment: .center))
        #expect(layout.alignmentWidth == 5191 * unit17)
        #expect(layout.lines[0].minX == (5191 - 1255) * unit17 / 2)  // "a" is 1255 units wide
        #expect(layout.lines[1].minX == 0)
    }

    @Test func lineSpacingAndHeightMultiple() throws {
        let spaced = try TextLayout("a\nb", font: font, style: ParagraphStyle(lineSpacing: 4))
        #expect(spaced.lines.map(\.top) == [0, lineHeight17 + 4])
        #expect(spaced.baselines == [ascender17, lineHeight17 + 4 + ascender17])
        #expect(spaced.size.height == 2 * lineHeight17 + 4)
        let tall = try TextLayout("a\nb", font: font, style: ParagraphStyle(lineHeightMultiple: 1.5))
        #expect(tall.lines.map(\.height) == [1.5 * lineHeight17, 1.5 * lineHeight17])
        // The extra height goes above the text: the baseline keeps its distance from the line's bottom.
        #expect(tall.baselines[0] == 1.5 * lineHeight17 - 483 * unit17)
        #expect(tall.size.height == 3 * lineHeight17)
    }

    @Test func fallsBackToAFontThatHasTheGlyph() throws {
        // U+0370 (Greek capital heta) is in DejaVu Sans but not in DejaVu Sans Mono.
        let mono = try Font.monospaced(size: 17)
        let layout = try TextLayout("a\u{370}b", font: mono)
        let runs = layout.lines[0].runs
        #expect(runs.map(\.font.familyName) == ["DejaVu Sans Mono", "DejaVu Sans", "DejaVu Sans Mono"])
        #expect(runs[1].glyphs.map(\.glyph) == [try #require(FontRegistry.shared.faces[0].glyph(for: "\u{370}"))])
        #expect(runs.allSatisfy { run in run.glyphs.allSatisfy { $0.glyph != 0 } })
    }

    @Test func shapingResultsAreReusedIdentically() throws {
        let first = try TextLayout(sentence, font: font, width: 120)
        let second = try TextLayout(sentence, font: font, width: 120)
        #expect(first.lines == second.lines)
    }
}

@Suite("Tabs")
struct TabTests {
    private let font = try! Font(family: "DejaVu Sans", size: 17)

    @Test("a tab moves the pen to the next default tab stop and draws nothing")
    func defaultStops() throws {
        let layout = try TextLayout("a\tb\tc", font: font)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.count == 5)
        #expect(glyphs[2].position.x == 28, "b at the first stop")
        #expect(glyphs[4].position.x == 56, "c at the second")
        let space = try #require(font.face.glyph(for: " "))
        #expect(glyphs[1].glyph == space && glyphs[3].glyph == space)
        #expect(layout.size.width > 56)
    }

    @Test("another interval, a tab exactly at a stop, and a bad interval")
    func intervals() throws {
        var style = ParagraphStyle()
        style.defaultTabInterval = 50
        let layout = try TextLayout("\t\tx", font: font, style: style)
        #expect(layout.lines[0].glyphs[2].position.x == 100)
        style.defaultTabInterval = 0
        #expect(throws: TextLayoutError.invalidTabInterval(0)) { try TextLayout("\t", font: font, style: style) }
    }
}
