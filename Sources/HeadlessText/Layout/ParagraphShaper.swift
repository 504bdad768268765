/// Gets shaped paragraphs for a layout from the registry's cache, and
/// builds the content of a last line that hides text.
struct ParagraphShaper {
    let font: Font
    let style: ParagraphStyle
    let registry: FontRegistry

    /// The shaped paragraph for `text`, from the cache when it is there.
    func paragraph(_ text: [UInt32]) -> ShapedParagraph {
        shaped(text, direction: style.baseWritingDirection)
    }

    /// The shaped ellipsis ("…", U+2026) in the direction of `paragraph`.
    func ellipsis(for paragraph: ShapedParagraph) -> ShapedParagraph {
        shaped([0x2026], direction: paragraph.baseLevel & 1 == 1 ? .rightToLeft : .leftToRight)
    }

    private func shaped(_ text: [UInt32], direction: WritingDirection) -> ShapedParagraph {
        var options = style.shaping
        options.tracking += font.tracking  // a style's own tracking (UIKit's kern) adds to the font's
        let key = ShapeCache.Key(text: text, face: font.face, direction: direction, options: options)
        return registry.shapeCache.paragraph(for: key) {
            ShapedParagraph(
                text: text, direction: direction, options: options,
                faces: registry.fallbackChain(startingWith: font.face))
        }
    }

    /// The content of the last line allowed, `line`, when text follows it:
    /// wrapping modes leave that text out, clipping shows the rest of the
    /// paragraph unwrapped, truncating modes fit the rest of the paragraph
    /// around an ellipsis.
    func lastLine(
        _ line: Range<Int>, of paragraph: ShapedParagraph, ellipsis: ShapedParagraph, maxWidth: Double,
        textFollows: Bool
    ) -> LineContent {
        let rest = line.lowerBound..<paragraph.text.count
        switch style.lineBreakMode {
        case .byWordWrapping, .byCharWrapping:
            return LineContent(wrapped: line, in: paragraph)
        case .byClipping:
            return LineContent(wrapped: rest, in: paragraph)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            return LineContent(
                truncating: rest, in: paragraph, mode: style.lineBreakMode, size: font.size,
                maxWidth: maxWidth, ellipsisWidth: ellipsis.width(of: ellipsis.text.indices) * font.size,
                textFollows: textFollows)
        }
    }
}
