/// Splits text into paragraphs at its hard line breaks, as the line
/// breaking algorithm finds them (mandatory breaks: LF, CR, CR LF, NEL, VT, FF, LS, PS).
enum ParagraphSplitter {
    /// The paragraphs' ranges, without their hard line break characters. A
    /// break at the very end does not start another, empty paragraph;
    /// empty text has no paragraphs.
    static func paragraphs(of text: [UInt32], language: String) -> [Range<Int>] {
        let breaks = text.withUnsafeBufferPointer { LineBreakOpportunities.compute($0, language: language) }
        var paragraphs: [Range<Int>] = []
        var start = 0
        for index in text.indices where breaks[index] == LineBreakOpportunities.mustBreak {
            var end = index + 1
            if LineBreakOpportunities.hardBreaks.contains(text[index]) {
                end = index > start && text[index] == 0x0A && text[index - 1] == 0x0D ? index - 1 : index
            }
            paragraphs.append(start..<end)
            start = index + 1
        }
        if start < text.count { paragraphs.append(start..<text.count) }
        return paragraphs
    }
}
