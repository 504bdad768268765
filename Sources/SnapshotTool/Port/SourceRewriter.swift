/// Applies the edits of `snapshot port` to a file's text, line by line,
/// keeping its line endings (`\n` or `\r\n`) and indentation.
///
/// A removal takes the spaces after it too (or, at the end of a line, those
/// before it), so no double or trailing space is left; a line that held
/// only removed text goes. A fence puts `#if canImport(ObjectiveC)` and
/// `#endif` lines around its lines, at the indentation of its first.
struct SourceRewriter {
    /// The text.
    private let bytes: [UInt8]
    /// Each line's content, without its line break.
    private let lines: [Range<Int>]

    /// A rewriter of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(start..<offset)
            start = offset + 1
        }
        lines.append(start..<bytes.count)
        self.lines = lines
    }

    /// The text with the bytes `removals` taken out and the zero-based line ranges `fences` fenced.
    func rewritten(removing removals: [Range<Int>], fencing fences: [ClosedRange<Int>]) -> [UInt8] {
        let cuts = removals.map(widened).sorted { $0.lowerBound < $1.lowerBound }
        let firstBreak = lines.first { $0.upperBound < bytes.count }
        let newline = Array(firstBreak.map { bytes[$0].last == UInt8(ascii: "\r") } == true ? "\r\n".utf8 : "\n".utf8)
        let indentations = fences.map { Array(bytes[lines[$0.lowerBound]].prefix(while: Self.isSpace)) }
        let opening = Dictionary(zip(fences.map(\.lowerBound), indentations)) { first, _ in first }
        let closing = Dictionary(zip(fences.map(\.upperBound), indentations)) { first, _ in first }
        var output: [UInt8] = []
        var nextCut = 0
        for (number, line) in lines.enumerated() {
            if let indentation = opening[number] { output += indentation + Array("#if canImport(ObjectiveC)".utf8) + newline }
            var lineCuts: [Range<Int>] = []
            while nextCut < cuts.count, cuts[nextCut].lowerBound <= line.upperBound {
                lineCuts.append(cuts[nextCut])
                nextCut += 1
            }
            let kept = line.filter { offset in !lineCuts.contains { $0.contains(offset) } }.map { bytes[$0] }
            let hasBreak = line.upperBound < bytes.count
            if lineCuts.isEmpty || kept.contains(where: { !Self.isSpace($0) && $0 != UInt8(ascii: "\r") }) {
                output += kept + (hasBreak ? [UInt8(ascii: "\n")] : [])
            }
            if let indentation = closing[number] {
                let endif = indentation + Array("#endif".utf8)
                output += hasBreak ? endif + newline : newline + endif
            }
        }
        return output
    }

    /// `range` with the spaces after it, or, when only spaces follow it on
    /// its line, with the spaces before it.
    private func widened(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while end < bytes.count, Self.isSpace(bytes[end]) { end += 1 }
        if end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") {
            while start > 0, Self.isSpace(bytes[start - 1]) { start -= 1 }
        }
        return start..<end
    }

    /// Whether `byte` is a space or a tab.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
