import HeadlessGeometry
import HeadlessRaster
import HeadlessText
import Testing

@Suite("Text layout with bad input")
struct TextBadInputTests {
    let font: Font

    init() throws { font = try Font(family: "DejaVu Sans", size: 17) }

    @Test func emptyStringHasNoLines() throws {
        let layout = try TextLayout("", font: font, width: 100)
        #expect(layout.lineCount == 0)
        #expect(layout.size == .zero)
        #expect(!layout.isTruncated)
        let truncating = try TextLayout(
            "", font: font, width: 0,
            style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1))
        #expect(truncating.lineCount == 0)
    }

    @Test func zeroWidthPutsEachClusterOnItsOwnLine() throws {
        let layout = try TextLayout("ab cd", font: font, width: 0)
        #expect(layout.lines.map(\.range) == [0..<1, 1..<3, 3..<4, 4..<5])
        let truncated = try TextLayout(
            "ab cd", font: font, width: 0,
            style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1))
        #expect(truncated.lines.map { $0.shownText(of: "ab cd") } == ["…"])
    }

    @Test func negativeAndNaNWidthsAreErrors() {
        #expect(throws: TextLayoutError.invalidWidth(-1)) { try TextLayout("a", font: font, width: -1) }
        #expect {
            try TextLayout("a", font: font, width: .nan)
        } throws: { error in
            guard case .invalidWidth(let width) = error as? TextLayoutError else { return false }
            return width.isNaN
        }
        #expect(
            TextLayoutError.invalidWidth(-1).description
                == "Layout width -1.0 is invalid: it must be 0 or more (nil or infinity for no limit)")
    }

    @Test func infiniteWidthMeansNoLimit() throws {
        let layout = try TextLayout("Hello world", font: font, width: .infinity)
        #expect(layout.lineCount == 1)
        #expect(layout.alignmentWidth == layout.size.width)
    }

    @Test func invalidStyleValuesAreErrors() {
        #expect(throws: TextLayoutError.invalidNumberOfLines(-1)) {
            try TextLayout("a", font: font, style: ParagraphStyle(numberOfLines: -1))
        }
        #expect(throws: TextLayoutError.invalidLineHeightMultiple(0)) {
            try TextLayout("a", font: font, style: ParagraphStyle(lineHeightMultiple: 0))
        }
        #expect(throws: TextLayoutError.invalidLineSpacing(.infinity)) {
            try TextLayout("a", font: font, style: ParagraphStyle(lineSpacing: .infinity))
        }
    }

    @Test func sizeZeroLaysOutToNothing() throws {
        let layout = try TextLayout("Hello\nworld", font: try Font.system(size: 0), width: 10)
        #expect(layout.lineCount == 2)
        #expect(layout.size == .zero)
        #expect(layout.lines.allSatisfy { line in line.glyphs.allSatisfy { $0.position == .zero } })
    }

    @Test func nanAndNegativeSizesAreRejectedByFont() {
        #expect(throws: FontError.invalidSize(-3)) { try Font.system(size: -3) }
        #expect(throws: (any Error).self) { try Font.system(size: .nan) }
    }

    /// Neither DejaVu nor the Noto fallback fonts have Egyptian hieroglyphs, so
    /// the primary font's .notdef box (glyph 0, 1229 units wide per fontTools) stands in.
    @Test func unsupportedCharactersDrawNotdef() throws {
        let layout = try TextLayout("\u{13000}\u{13001}", font: font)
        let line = layout.lines[0]
        #expect(line.glyphs.map(\.glyph) == [0, 0])
        #expect(line.glyphs.map(\.cluster) == [0, 1])
        #expect(line.runs.map(\.font) == [font])
        #expect(layout.size.width == 2 * 1229 * unit17)
        #expect(font.path(for: 0).bounds.width > 0)
        let mixed = try TextLayout("a\u{13000}b", font: font).lines[0]
        #expect(mixed.glyphs.map(\.glyph) == [68, 0, 69])
    }

    @Test func aHundredThousandCharacterParagraph() throws {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "שלום", "مرحبا", "Ωμέγα", "consectetur"]
        var scalars = String.UnicodeScalarView()
        var index = 0
        while scalars.count < 100_000 {
            scalars.append(contentsOf: (words[index % words.count] + " ").unicodeScalars)
            index += 1
        }
        let text = String(scalars)
        let layout = try TextLayout(text, font: font, width: 300)
        #expect(layout.lineCount > 2000)
        #expect(layout.lines.allSatisfy { $0.width <= 300 })
        // The lines cover the text, in order, without gaps.
        #expect(layout.lines.first?.range.lowerBound == 0)
        #expect(layout.lines.last?.range.upperBound == scalars.count)
        #expect(zip(layout.lines, layout.lines.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
    }
}
