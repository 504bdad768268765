/// Part of a paragraph shaped with one face, at one bidi level, in one script.
struct ShapedRun: Sendable {
    /// The characters the run covers (Unicode scalar indices in the paragraph).
    let range: Range<Int>
    /// The bidi embedding level; odd levels are right to left.
    let level: UInt8
    let script: Script
    let face: FontFace
    /// The glyphs in logical order (ascending clusters).
    let glyphs: [ShapedGlyph]

    /// The direction HarfBuzz shaped the run in.
    var direction: TextDirection { level & 1 == 1 ? .rightToLeft : .leftToRight }

    /// The glyphs whose clusters lie in `scalars`, which must start and end on cluster boundaries.
    func glyphs(in scalars: Range<Int>) -> ArraySlice<ShapedGlyph> {
        glyphs[firstGlyph(atOrAfter: scalars.lowerBound)..<firstGlyph(atOrAfter: scalars.upperBound)]
    }

    /// The index of the first glyph whose cluster is at least `scalar` (binary search).
    private func firstGlyph(atOrAfter scalar: Int) -> Int {
        var low = 0, high = glyphs.count
        while low < high {
            let middle = (low + high) / 2
            if glyphs[middle].cluster < scalar { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
