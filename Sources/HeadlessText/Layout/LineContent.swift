/// Part of what a line shows, in logical order.
enum LineSegment: Equatable {
    /// Characters of the paragraph.
    case text(Range<Int>)
    /// An ellipsis standing in for left-out text.
    case ellipsis
}

/// What one line shows: stretches of its paragraph and perhaps an ellipsis.
struct LineContent {
    /// The characters the line stands for.
    let range: Range<Int>
    let segments: [LineSegment]
    var isTruncated: Bool { segments.contains(.ellipsis) }

    /// A line showing `range` without its hanging trailing whitespace.
    init(wrapped range: Range<Int>, in paragraph: ShapedParagraph) {
        self.range = range
        segments = [.text(paragraph.trimmingTrailingWhitespace(range))]
    }

    /// The last allowed line, showing `range` (the rest of its paragraph)
    /// truncated to `maxWidth` points with an ellipsis `ellipsisWidth` points
    /// wide. Nothing is truncated when the text fits and `textFollows` is
    /// false; with `textFollows`, an ellipsis is shown even when it fits.
    init(
        truncating range: Range<Int>, in paragraph: ShapedParagraph, mode: LineBreakMode, size: Double,
        maxWidth: Double, ellipsisWidth: Double, textFollows: Bool
    ) {
        self.range = range
        let visible = paragraph.trimmingTrailingWhitespace(range)
        guard textFollows || paragraph.width(of: visible) * size > maxWidth else {
            segments = [.text(visible)]
            return
        }
        let measure = Truncation(paragraph: paragraph, size: size)
        let budget = Swift.max(0, maxWidth - ellipsisWidth)
        switch mode {
        case .byTruncatingHead:
            let start = measure.suffixStart(of: visible, fitting: budget)
            segments = [.ellipsis, .text(start..<visible.upperBound)]
        case .byTruncatingMiddle:
            let end = measure.prefixEnd(of: visible, fitting: budget / 2)
            let used = paragraph.width(of: visible.lowerBound..<end) * size
            let start = measure.suffixStart(of: end..<visible.upperBound, fitting: budget - used)
            segments = [.text(visible.lowerBound..<end), .ellipsis, .text(start..<visible.upperBound)]
        default:
            let end = measure.prefixEnd(of: visible, fitting: budget)
            segments = [.text(visible.lowerBound..<end), .ellipsis]
        }
    }
}

/// Finds how much of a stretch fits a width, cluster by cluster.
private struct Truncation {
    let paragraph: ShapedParagraph
    let size: Double

    /// The end of the longest start of `range` at most `width` points wide,
    /// without trailing whitespace.
    func prefixEnd(of range: Range<Int>, fitting width: Double) -> Int {
        var end = range.lowerBound
        var position = range.lowerBound
        while position < range.upperBound {
            let next = paragraph.clusterEnd(from: position)
            if !paragraph.isWhitespace(position..<next) {
                if paragraph.width(of: range.lowerBound..<next) * size > width { break }
                end = next
            }
            position = next
        }
        return end
    }

    /// The start of the longest end of `range` at most `width` points wide,
    /// without leading whitespace.
    func suffixStart(of range: Range<Int>, fitting width: Double) -> Int {
        var start = range.upperBound
        var position = range.upperBound
        while position > range.lowerBound {
            let previous = paragraph.clusterStart(before: position)
            if !paragraph.isWhitespace(previous..<position) {
                if paragraph.width(of: previous..<range.upperBound) * size > width { break }
                start = previous
            }
            position = previous
        }
        return start
    }
}
