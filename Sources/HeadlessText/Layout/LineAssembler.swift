/// Glyphs of one face at one bidi level, part of a line.
struct GlyphPiece {
    let face: FontFace
    let level: UInt8
    /// The glyphs in logical order.
    let glyphs: ArraySlice<ShapedGlyph>
    /// For an ellipsis, the paragraph index it stands at; `nil` for text,
    /// whose glyphs carry their own clusters.
    let ellipsisPosition: Int?

}

/// Turns a line's content into glyph pieces in visual order, reusing the
/// paragraph's shaping where the line's ends are safe to break at and
/// reshaping only the pieces cut where they are not.
struct LineAssembler {
    let paragraph: ShapedParagraph
    /// The shaped ellipsis ("…") in the paragraph's direction.
    let ellipsis: ShapedParagraph

    /// The pieces of `content`, reordered for display (bidi rule L2).
    func pieces(of content: LineContent) -> [GlyphPiece] {
        var pieces: [GlyphPiece] = []
        var position = content.range.lowerBound
        for segment in content.segments {
            switch segment {
            case .text(let range):
                pieces += textPieces(range)
                position = range.upperBound
            case .ellipsis:
                pieces += ellipsis.runs.map {
                    GlyphPiece(
                        face: $0.face, level: paragraph.baseLevel, glyphs: $0.glyphs[...],
                        ellipsisPosition: position)
                }
            }
        }
        return LineAssembler.visualOrder(pieces)
    }

    /// The pieces of a stretch of text, in logical order.
    private func textPieces(_ range: Range<Int>) -> [GlyphPiece] {
        guard !range.isEmpty else { return [] }
        var pieces: [GlyphPiece] = []
        for run in paragraph.runs[firstRun(endingAfter: range.lowerBound)...] {
            guard run.range.lowerBound < range.upperBound else { break }
            let part = Swift.max(run.range.lowerBound, range.lowerBound)..<Swift.min(run.range.upperBound, range.upperBound)
            let safeStart = part.lowerBound == run.range.lowerBound || !paragraph.isUnsafeToBreak[part.lowerBound]
            let safeEnd = part.upperBound == run.range.upperBound || !paragraph.isUnsafeToBreak[part.upperBound]
            if safeStart && safeEnd {
                pieces.append(
                    GlyphPiece(
                        face: run.face, level: run.level, glyphs: run.glyphs(in: part),
                        ellipsisPosition: nil))
            } else {
                pieces += reshape(part, of: run)
            }
        }
        return pieces
    }

    /// Shapes part of a run again on its own, as the line break cuts it where
    /// the whole paragraph's shaping does not hold (a ligature, kerning pair
    /// or joining across the break).
    private func reshape(_ part: Range<Int>, of run: ShapedRun) -> [GlyphPiece] {
        let request = ShapingRequest(
            text: paragraph.shapingText, range: part, context: part, script: run.script,
            direction: run.direction, options: paragraph.options)
        let faces = [run.face] + paragraph.faces.filter { $0 !== run.face }
        return FallbackShaping.shape(request, faces: faces[...], primary: paragraph.faces[0]).map {
            GlyphPiece(face: $0.face, level: run.level, glyphs: $0.glyphs[...], ellipsisPosition: nil)
        }
    }

    /// The index of the first run that ends after `position` (binary search).
    private func firstRun(endingAfter position: Int) -> Int {
        let runs = paragraph.runs
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Reorders logically ordered pieces for display (Unicode bidi rule L2):
    /// from the highest level down to the lowest odd one, every maximal
    /// sequence of pieces at that level or above is reversed.
    static func visualOrder(_ pieces: [GlyphPiece]) -> [GlyphPiece] {
        guard let highest = pieces.map(\.level).max(), let lowest = pieces.map(\.level).min() else { return pieces }
        var ordered = pieces
        let lowestOdd = lowest | 1
        guard highest >= lowestOdd else { return ordered }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var index = 0
            while index < ordered.count {
                guard ordered[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < ordered.count, ordered[end].level >= level { end += 1 }
                ordered[index..<end].reverse()
                index = end
            }
        }
        return ordered
    }
}
