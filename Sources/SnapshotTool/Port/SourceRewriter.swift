/// Applies the edits of `snapshot port` (``PortEdits``) to a file's text,
/// line by line, keeping its line endings (`\n` or `\r\n`) and indentation.
///
/// A cut takes the spaces after it too (or, at the end of a line, those
/// before it), so no double or trailing space is left; a line that held
/// only cut text goes. Fence lines (`#if canImport(ObjectiveC)`, `#else`,
/// `#endif`) and attributes moved above a declaration take the indentation
/// of the first line of what they fence.
struct SourceRewriter {
    /// One line of the output: its text and the line break after it.
    private struct Row {
        /// The text, without the line break.
        var text: [UInt8]
        /// `\n`, `\r\n`, or nothing at the end of the file.
        var ending: [UInt8]
    }

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

    /// The text with `edits` made.
    func rewritten(_ edits: PortEdits) -> [UInt8] {
        let firstBreak = lines.first { $0.upperBound < bytes.count }
        let newline = Array(firstBreak.map { bytes[$0].last == UInt8(ascii: "\r") } == true ? "\r\n".utf8 : "\n".utf8)
        let fences = edits.statementFences.map { ($0, false) } + edits.doubledDeclarations.map { ($0, true) }
        let opened = Set(fences.map(\.0.lowerBound))
        let closing = Dictionary(fences.map { ($0.0.upperBound, $0) }) { first, _ in first }
        let doubled = Set(edits.doubledDeclarations.joined())
        var rows: [Row] = []
        let directive = { (line: Int, text: String) in rows.append(Row(text: indentation(line) + Array(text.utf8), ending: newline)) }
        for number in lines.indices {
            if opened.contains(number) { directive(number, "#if canImport(ObjectiveC)") }
            if let attributes = edits.attributeFences[number] {
                directive(number, "#if canImport(ObjectiveC)")
                for attribute in attributes { directive(number, attribute) }
                directive(number, "#endif")
            }
            if let row = row(number, cutting: doubled.contains(number) ? [] : edits.cuts[number] ?? []) { rows.append(row) }
            guard let (fence, repeated) = closing[number] else { continue }
            if repeated {
                directive(fence.lowerBound, "#else")
                rows += fence.compactMap { row($0, cutting: edits.cuts[$0] ?? []) }
            }
            directive(fence.lowerBound, "#endif")
        }
        for index in rows.indices where rows[index].ending.isEmpty { rows[index].ending = newline }
        rows[rows.count - 1].ending = []
        return rows.flatMap { $0.text + $0.ending }
    }

    /// Line `number` with the bytes `cuts` (widened) taken out, or nil when
    /// they leave nothing but spaces.
    private func row(_ number: Int, cutting cuts: [Range<Int>]) -> Row? {
        var line = lines[number]
        let hasBreak = line.upperBound < bytes.count
        var ending = hasBreak ? [UInt8(ascii: "\n")] : []
        if hasBreak, line.last.map({ bytes[$0] }) == UInt8(ascii: "\r") {
            line = line.dropLast()
            ending.insert(UInt8(ascii: "\r"), at: 0)
        }
        let widened = cuts.map(widened)
        let kept = line.filter { offset in !widened.contains { $0.contains(offset) } }.map { bytes[$0] }
        guard cuts.isEmpty || kept.contains(where: { !Self.isSpace($0) }) else { return nil }
        return Row(text: kept, ending: ending)
    }

    /// The spaces and tabs that begin line `number`.
    private func indentation(_ number: Int) -> [UInt8] {
        Array(bytes[lines[number]].prefix(while: Self.isSpace))
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
