/// The second rule of `snapshot port`: a statement that uses `#selector(`,
/// `#keyPath(`, `objc_setAssociatedObject`, `objc_getAssociatedObject`,
/// `.setValue(…, forKey:)` or `.value(forKey:)` (`forKeyPath:` too) is
/// wrapped whole in `#if canImport(ObjectiveC)` … `#endif`.
///
/// Fences are whole lines: statements joined by `;` on a line are fenced
/// together; when the statement shares a line with its block's braces (a
/// one-line `{ … }`), the enclosing statement is fenced instead, out to the
/// first that has its lines to itself and is not a property's accessor
/// (`get { … }` on one line fences the property). A statement after a
/// `case …:` label on its line is left to the hand. Code already in an
/// Objective-C-only branch (``ObjCFences``) is left alone.
enum ObjCStatementRule {
    /// The fences for `source`, merged where they overlap, and the uses left to the hand.
    static func changes(in source: SwiftSource, fences: ObjCFences) -> [PortChange] {
        var fenced: [Fence] = []
        var manual: [PortChange] = []
        for index in source.tokens.indices where !fences.fencedLines.contains(source.tokens[index].line) {
            guard let use = use(at: index, in: source) else { continue }
            switch fence(around: index, in: source, directiveLines: fences.directiveLines) {
            case .success(let lines): fenced.append(Fence(lines: lines, uses: [use]))
            case .failure(let problem):
                let line = source.tokens[index].line
                manual.append(
                    PortChange(kind: .leftToHand, lines: line...line, description: "not fenced: \(use) \(problem.reason); fence it by hand"))
            }
        }
        let merged = merge(fenced)
        let changes = merged.map {
            PortChange(
                kind: .statementFenced, lines: $0.lines, description: "fenced \($0.uses.joined(separator: ", ")) with #if canImport(ObjectiveC)")
        }
        return changes + manual.filter { note in !merged.contains { $0.lines.overlaps(note.lines) } }
    }

    /// Lines to fence, and the uses that need it.
    private struct Fence {
        /// The zero-based lines.
        var lines: ClosedRange<Int>
        /// What the lines use, such as `#selector`, each once.
        var uses: [String]
    }

    /// Why a statement could not be fenced.
    private struct Unfenceable: Error {
        /// The reason, following the use's name.
        let reason: String
    }

    /// What the token at `index` begins that needs the Objective-C runtime
    /// (`#selector`, `value(forKey:)`), or nil.
    private static func use(at index: Int, in source: SwiftSource) -> String? {
        let text = source.text(index), token = source.tokens[index]
        let called = source.isSymbol(index + 1, "(")
        switch token.kind {
        case .pound where called && (text == "#selector" || text == "#keyPath"): return text
        case .word where text == "objc_setAssociatedObject" || text == "objc_getAssociatedObject": return text
        case .word where called && source.isSymbol(index - 1, ".") && (text == "setValue" || text == "value"):
            let close = source.partner[index + 1] ?? index + 1
            let label = (index + 2..<max(close, index + 2)).first {
                source.enclosing[$0] == index + 1 && ["forKey", "forKeyPath"].contains(source.text($0)) && source.isSymbol($0 + 1, ":")
            }
            guard let label, text == "setValue" || label == index + 2 else { return nil }
            return text == "setValue" ? "setValue(_:\(source.text(label)):)" : "value(\(source.text(label)):)"
        default: return nil
        }
    }

    /// The lines to fence for the use at `index`: those of its statement, or
    /// of the innermost enclosing one that has its lines to itself.
    private static func fence(around index: Int, in source: SwiftSource, directiveLines: Set<Int>) -> Result<ClosedRange<Int>, Unfenceable> {
        var statement = source.statement(containing: index, directiveLines: directiveLines)
        while true {
            if ["case", "default"].contains(source.text(statement.lowerBound)) {
                return .failure(Unfenceable(reason: "shares its line with a case label"))
            }
            let ownsItsLines = source.startsLine(statement.lowerBound) && source.endsLine(statement.upperBound)
            if ownsItsLines && !isAccessor(statement.lowerBound, in: source) { break }
            guard let block = source.enclosing[statement.lowerBound] else {
                return .failure(Unfenceable(reason: "shares its line with other code"))
            }
            statement = source.statement(containing: block, directiveLines: directiveLines)
        }
        return .success(source.tokens[statement.lowerBound].line...source.tokens[statement.upperBound].endLine)
    }

    /// Whether the token at `index` begins a property's accessor (`get {`, `set(value) {`).
    private static func isAccessor(_ index: Int, in source: SwiftSource) -> Bool {
        guard ["get", "set", "willSet", "didSet"].contains(source.text(index)) else { return false }
        let body = source.isSymbol(index + 1, "(") ? (source.partner[index + 1] ?? index) + 1 : index + 1
        return source.isSymbol(body, "{")
    }

    /// `fences` in line order, those that overlap joined, with the uses of each once.
    private static func merge(_ fences: [Fence]) -> [Fence] {
        var merged: [Fence] = []
        for fence in fences.sorted(by: { $0.lines.lowerBound < $1.lines.lowerBound }) {
            guard var last = merged.last, last.lines.overlaps(fence.lines) else {
                merged.append(fence)
                continue
            }
            last.lines = last.lines.lowerBound...max(last.lines.upperBound, fence.lines.upperBound)
            last.uses += fence.uses.filter { !last.uses.contains($0) }
            merged[merged.count - 1] = last
        }
        return merged
    }
}
