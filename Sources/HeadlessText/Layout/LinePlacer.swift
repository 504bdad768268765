import HeadlessGeometry

/// Positions a line's glyph pieces: vertical metrics from the faces used,
/// horizontal alignment and justification.
struct LinePlacer {
    let paragraph: ShapedParagraph
    /// The paragraph's offset in the laid-out string, added to clusters.
    let textOffset: Int
    let font: Font
    let style: ParagraphStyle
    /// The width lines are aligned in, in points.
    let alignmentWidth: Double

    /// The line's advance width in points before justification, tabs at their stops.
    func width(of pieces: [GlyphPiece]) -> Double {
        var x = 0.0
        for piece in pieces {
            let scale = font.size / Double(piece.face.unitsPerEm)
            for glyph in piece.glyphs { x += advance(of: glyph, in: piece, scale: scale, at: x) }
        }
        return x
    }

    /// A glyph's advance in points at `x` from the line's start: a tab's
    /// reaches the next default tab stop; any other glyph's is its own.
    private func advance(of glyph: ShapedGlyph, in piece: GlyphPiece, scale: Double, at x: Double) -> Double {
        guard piece.ellipsisPosition == nil, paragraph.text[glyph.cluster] == 0x09 else { return glyph.xAdvance * scale }
        let interval = style.defaultTabInterval
        return ((x / interval).rounded(.down) + 1) * interval - x
    }

    /// The line's vertical metrics in points: the largest of the main font's
    /// and every other face the line uses.
    func metrics(of pieces: [GlyphPiece]) -> FontMetrics {
        pieces.reduce(font.metrics) { metrics, piece in
            guard piece.face !== font.face else { return metrics }
            let other = piece.face.metrics.scaled(by: font.size / Double(piece.face.unitsPerEm))
            return FontMetrics(
                ascender: Swift.max(metrics.ascender, other.ascender),
                descender: Swift.min(metrics.descender, other.descender),
                lineGap: Swift.max(metrics.lineGap, other.lineGap),
                capHeight: metrics.capHeight, xHeight: metrics.xHeight)
        }
    }

    /// The placed line with its top at `top`; `isParagraphEnd` tells whether
    /// it is the last line of its paragraph (never justified).
    func place(_ pieces: [GlyphPiece], content: LineContent, top: Double, isParagraphEnd: Bool) -> TextLine {
        let lineMetrics = metrics(of: pieces)
        let height = lineMetrics.lineHeight * style.lineHeightMultiple
        let baseline = top + height + lineMetrics.descender - lineMetrics.lineGap
        let naturalWidth = width(of: pieces)
        let spaces = pieces.reduce(0) { count, piece in
            piece.ellipsisPosition != nil ? count : count + piece.glyphs.filter { paragraph.isWhitespace[$0.cluster] }.count
        }
        let justifies =
            style.alignment == .justified && alignmentWidth.isFinite && !isParagraphEnd
            && !content.isTruncated && spaces > 0 && naturalWidth < alignmentWidth
        let extraPerSpace = justifies ? (alignmentWidth - naturalWidth) / Double(spaces) : 0
        let lineWidth = justifies ? alignmentWidth : naturalWidth
        let minX = justifies ? 0 : offset(forWidth: lineWidth)
        var x = minX
        let runs = pieces.map { piece -> GlyphRun in
            let scale = font.size / Double(piece.face.unitsPerEm)
            let isRightToLeft = piece.level & 1 == 1
            let visual = isRightToLeft ? Array(piece.glyphs.reversed()) : Array(piece.glyphs)
            let glyphs = visual.map { glyph -> PositionedGlyph in
                let advance = self.advance(of: glyph, in: piece, scale: scale, at: x - minX)
                let placed = PositionedGlyph(
                    glyph: glyph.glyph,
                    position: Point(x: x + glyph.xOffset * scale, y: baseline - glyph.yOffset * scale),
                    advance: advance, cluster: (piece.ellipsisPosition ?? glyph.cluster) + textOffset)
                x += advance
                if justifies, piece.ellipsisPosition == nil, paragraph.isWhitespace[glyph.cluster] { x += extraPerSpace }
                return placed
            }
            return GlyphRun(
                font: Font(face: piece.face, validSize: font.size), isRightToLeft: isRightToLeft, isEllipsis: piece.ellipsisPosition != nil,
                glyphs: glyphs)
        }
        return TextLine(
            range: (content.range.lowerBound + textOffset)..<(content.range.upperBound + textOffset),
            runs: runs, baseline: baseline, top: top, height: height, minX: minX, width: lineWidth,
            isTruncated: content.isTruncated)
    }

    /// Where a line of `width` points starts for the style's alignment.
    private func offset(forWidth width: Double) -> Double {
        let isRightToLeft = paragraph.baseLevel & 1 == 1
        switch style.alignment {
        case .left: return 0
        case .right: return alignmentWidth - width
        case .center: return (alignmentWidth - width) / 2
        case .natural, .justified: return isRightToLeft ? alignmentWidth - width : 0
        }
    }
}
