extension ShapedParagraph {
    /// The advance width of `range`, in ems; both ends must be cluster boundaries.
    func width(of range: Range<Int>) -> Double {
        advancePrefix[range.upperBound] - advancePrefix[range.lowerBound]
    }

    /// The end of the cluster that starts at `index`.
    func clusterEnd(from index: Int) -> Int {
        var end = index + 1
        while end < text.count, !isClusterStart[end] { end += 1 }
        return end
    }

    /// The start of the cluster that ends at `index`.
    func clusterStart(before index: Int) -> Int {
        var start = index - 1
        while start > 0, !isClusterStart[start] { start -= 1 }
        return start
    }

    /// Whether every character of `range` is whitespace.
    func isWhitespace(_ range: Range<Int>) -> Bool {
        range.allSatisfy { isWhitespace[$0] }
    }

    /// `range` without its trailing whitespace, which hangs past the line end.
    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isWhitespace[end - 1] { end -= 1 }
        return range.lowerBound..<end
    }
}
