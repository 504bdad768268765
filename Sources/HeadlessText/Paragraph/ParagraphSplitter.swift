/// Splits text into paragraphs at its hard line breaks: the characters of
/// UAX #14's mandatory-break classes BK, CR, LF and NL (LF, CR, CR LF, NEL,
/// VT, FF, LS, PS), found by a scan, without a line breaking library.
enum ParagraphSplitter {
    /// The paragraphs' ranges, without their hard line break characters. A
    /// break at the very end does not start another, empty paragraph;
    /// empty text has no paragraphs.
    static func paragraphs(of text: [UInt32]) -> [Range<Int>] {
        var paragraphs: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < text.count {
            guard LineBreakOpportunities.hardBreaks.contains(text[index]) else {
                index += 1
                continue
            }
            paragraphs.append(start..<index)
            // CR LF is one break.
            index += text[index] == 0x0D && index + 1 < text.count && text[index + 1] == 0x0A ? 2 : 1
            start = index
        }
        if start < text.count { paragraphs.append(start..<text.count) }
        return paragraphs
    }
}
