/// Breaks a shaped paragraph into lines no wider than a width, greedily,
/// using the advances from shaping the whole paragraph once: linear in the
/// paragraph's length.
struct LineBreaker {
    let paragraph: ShapedParagraph
    /// The font size: points per em.
    let size: Double
    /// The widest a line may be, in points (infinity for no limit).
    let maxWidth: Double
    /// Whether lines may break between any two clusters, not only where UAX #14 allows.
    let breaksAnywhere: Bool

    /// The lines' ranges in logical order, at most `limit` of them (nil for
    /// no limit). Whitespace hangs: it never pushes a line over the width.
    /// A cluster wider than the width gets a line of its own; a word wider
    /// than the width is broken between clusters. An empty paragraph is one
    /// empty line.
    func lines(limit: Int?) -> [Range<Int>] {
        let count = paragraph.text.count
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lastBreak: Int?
        var position = 0
        while position < count {
            let next = paragraph.clusterEnd(from: position)
            if position > lineStart, !paragraph.isWhitespace(position..<next),
                paragraph.width(of: lineStart..<next) * size > maxWidth
            {
                let breakAt = lastBreak ?? position
                lines.append(lineStart..<breakAt)
                if lines.count == limit { return lines }
                lineStart = breakAt
                lastBreak = nil
                continue
            }
            if breaksAnywhere || paragraph.breaks[next - 1] == LineBreakOpportunities.allowBreak {
                lastBreak = next
            }
            position = next
        }
        lines.append(lineStart..<count)
        return lines
    }
}
