/// Where a statement or declaration of a ``SwiftSource`` begins and ends.
///
/// A statement runs on from line to line while brackets, braces or a string
/// literal are open, while the next line begins with `.`, `{`, `else`,
/// `catch` or a binary operator, or the line ends with `=`, `,`, `.`, a
/// binary operator or an attribute (which belongs to the declaration below
/// it). A conditional compilation directive or the end of the enclosing
/// block ends it. Statements joined by `;` on a line count as one, so that
/// a statement has whole lines.
extension SwiftSource {
    /// The tokens of the statement that holds the token at `index`, in the
    /// innermost block (`{ … }`) around it, given the lines that are directives.
    func statement(containing index: Int, directiveLines: Set<Int>) -> ClosedRange<Int> {
        var anchor = index
        while let open = enclosing[anchor], !isSymbol(open, "{") { anchor = open }
        let block = enclosing[anchor]
        var start = anchor
        while start > 0, start - 1 != block, !separates(start - 1, start, directiveLines) {
            start = min(partner[start - 1] ?? start - 1, start - 1)
        }
        var end = groupEnd(anchor)
        while end + 1 < tokens.count, enclosing[end + 1] == block, !separates(end, end + 1, directiveLines) {
            end = groupEnd(end + 1)
        }
        return start...end
    }

    /// The last token of the group that starts at `index`: its closing bracket when it opens a pair, else itself.
    private func groupEnd(_ index: Int) -> Int {
        max(partner[index] ?? index, index)
    }

    /// Whether a statement ends between the neighbouring tokens `last` and `next`.
    private func separates(_ last: Int, _ next: Int, _ directiveLines: Set<Int>) -> Bool {
        if directiveLines.contains(tokens[last].endLine) || directiveLines.contains(tokens[next].line) { return true }
        if tokens[last].endLine == tokens[next].line { return false }
        return !(continuesAfter(last) || continuesBefore(next))
    }

    /// Whether a line ending with the token at `index` goes on into the next.
    private func continuesAfter(_ index: Int) -> Bool {
        if let symbol = symbol(index) { return "=+-*/%&|^.,".utf8.contains(symbol) }
        if tokens[index].kind == .attribute { return true }
        guard isSymbol(index, ")"), let open = partner[index], open > 0 else { return false }
        return tokens[open - 1].kind == .attribute && tokens[open - 1].range.upperBound == tokens[open].range.lowerBound
    }

    /// Whether a line beginning with the token at `index` goes on from the one before.
    private func continuesBefore(_ index: Int) -> Bool {
        if let symbol = symbol(index) { return ".{=+-*/%&|^?:<>".utf8.contains(symbol) }
        return ["else", "catch"].contains(text(index))
    }
}
