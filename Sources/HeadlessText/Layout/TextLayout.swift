import HeadlessGeometry

/// Text shaped, broken into lines and positioned: what a label draws and
/// what `sizeThatFits` measures.
///
/// The text is split into paragraphs at hard line breaks; each paragraph is
/// ordered with the Unicode bidirectional algorithm (FriBidi), itemised by
/// script, shaped with HarfBuzz (falling back through the registry's fonts
/// for missing glyphs), broken into lines at UAX #14 opportunities
/// (ICU), truncated and aligned as the ``ParagraphStyle`` says.
/// Coordinates are points from the layout's top-left corner, y down.
///
/// ```swift
/// let layout = try TextLayout("Hello, world", font: .system(size: 17), width: 120)
/// layout.size        // for sizeThatFits
/// layout.lines[0].runs[0].glyphs[0].position
/// ```
public struct TextLayout: Sendable {
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The size the text takes: the widest line's width and the lines' total height.
    public let size: Size
    /// The width lines are aligned in: the width limit, or the widest line
    /// when there is no limit.
    public let alignmentWidth: Double

    /// Whether every line starts at the left edge however wide the layout is:
    /// left alignment, or natural or justified alignment of left-to-right
    /// paragraphs, with no width limit (so no line was wrapped or justified).
    private let startsLinesAtLeftEdge: Bool

    /// Whether this layout is also the layout of its text at `width`: it was
    /// made with no width limit, its lines fit in `width`, and they start at
    /// the left edge, so a limit of `width` would break and place them the
    /// same. A label measured with no limit and then drawn at its measured
    /// width draws this layout instead of laying its text out again.
    public func isSameLayout(atWidth width: Double) -> Bool {
        startsLinesAtLeftEdge && width.isFinite && size.width <= width
    }

    /// The number of lines.
    public var lineCount: Int { lines.count }
    /// Each line's baseline, in points from the top.
    public var baselines: [Double] { lines.map(\.baseline) }
    /// Whether any line was truncated with an ellipsis.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }

    /// Lays out `text` in `font`.
    ///
    /// - Parameters:
    ///   - text: The text; paragraphs are separated by line breaks.
    ///   - font: The font, and the first one tried for each character.
    ///   - width: The widest a line may be, in points; `nil` or infinity for
    ///     no limit. A width of 0 puts every cluster on its own line.
    ///   - style: Alignment, wrapping, truncation, line count and spacing.
    ///   - registry: The fonts tried for characters `font` has no glyph for.
    /// - Throws: ``TextLayoutError`` for a negative or NaN width or an
    ///   invalid style value.
    public init(
        _ text: String, font: Font, width: Double? = nil, style: ParagraphStyle = ParagraphStyle(),
        registry: FontRegistry = .shared
    ) throws(TextLayoutError) {
        let maxWidth = width ?? .infinity
        guard maxWidth >= 0 else { throw .invalidWidth(maxWidth) }
        try style.validate()
        let scalars = text.unicodeScalars.map(\.value)
        let paragraphRanges = ParagraphSplitter.paragraphs(of: scalars)
        let shaper = ParagraphShaper(font: font, style: style, registry: registry)
        let limit = style.numberOfLines == 0 ? nil : style.numberOfLines
        var drafts: [LineDraft] = []
        for (index, range) in paragraphRanges.enumerated() {
            let paragraph = shaper.paragraph(Array(scalars[range]))
            let wrapped = LineBreaker(
                paragraph: paragraph, size: font.size, maxWidth: maxWidth,
                breaksAnywhere: style.lineBreakMode == .byCharWrapping
            )
            .lines(limit: limit.map { $0 - drafts.count })
            let ellipsis = shaper.ellipsis(for: paragraph)
            let assembler = LineAssembler(paragraph: paragraph, ellipsis: ellipsis)
            for (lineIndex, lineRange) in wrapped.enumerated() {
                let isLastAllowed = drafts.count + 1 == limit
                let textFollows = index + 1 < paragraphRanges.count
                let hidesText = lineRange.upperBound < paragraph.text.count || textFollows
                let content =
                    isLastAllowed && hidesText
                    ? shaper.lastLine(
                        lineRange, of: paragraph, ellipsis: ellipsis, maxWidth: maxWidth,
                        textFollows: textFollows)
                    : LineContent(wrapped: lineRange, in: paragraph)
                drafts.append(
                    LineDraft(
                        paragraph: paragraph, textOffset: range.lowerBound, content: content,
                        pieces: assembler.pieces(of: content),
                        isParagraphEnd: lineIndex == wrapped.count - 1))
            }
            if drafts.count == limit { break }
        }
        self.init(drafts: drafts, font: font, style: style, maxWidth: maxWidth)
    }

    /// Places drafted lines top to bottom, aligned in the width limit or,
    /// without one, in the widest line.
    private init(drafts: [LineDraft], font: Font, style: ParagraphStyle, maxWidth: Double) {
        func placer(_ draft: LineDraft, in width: Double) -> LinePlacer {
            LinePlacer(
                paragraph: draft.paragraph, textOffset: draft.textOffset, font: font, style: style,
                alignmentWidth: width)
        }
        let widest = drafts.map { placer($0, in: 0).width(of: $0.pieces) }.max() ?? 0
        alignmentWidth = maxWidth.isFinite ? maxWidth : widest
        let leftToRight = drafts.allSatisfy { $0.paragraph.baseLevel & 1 == 0 }
        startsLinesAtLeftEdge =
            !maxWidth.isFinite
            && (style.alignment == .left || (style.alignment == .natural || style.alignment == .justified) && leftToRight)
        var top = 0.0
        var placed: [TextLine] = []
        placed.reserveCapacity(drafts.count)
        for draft in drafts {
            if !placed.isEmpty { top += style.lineSpacing }
            let line = placer(draft, in: alignmentWidth).place(
                draft.pieces, content: draft.content, top: top,
                isParagraphEnd: draft.isParagraphEnd)
            placed.append(line)
            top += line.height
        }
        lines = placed
        size = Size(width: placed.map(\.width).max() ?? 0, height: placed.isEmpty ? 0 : top)
    }
}

/// A line broken and assembled but not yet positioned.
private struct LineDraft {
    let paragraph: ShapedParagraph
    let textOffset: Int
    let content: LineContent
    let pieces: [GlyphPiece]
    let isParagraphEnd: Bool
}
