/// The first rule of `snapshot port`: the attributes that mean something
/// only to the Objective-C runtime (`@objc`, `@objc(name)`, `@objcMembers`,
/// `@nonobjc`, `@IBOutlet`, `@IBAction`, `@IBSegueAction`, `@IBInspectable`,
/// `@IBDesignable`) and the `dynamic` modifier are fenced with
/// `#if canImport(ObjectiveC)`, so that a compiler with the runtime (iOS)
/// still sees every one and a compiler without it (Linux) sees none.
///
/// A declaration's attributes are moved, in order, onto lines of their own
/// just above it, in `#if canImport(ObjectiveC)` … `#endif` at its
/// indentation. A modifier cannot be fenced alone, so a declaration with
/// `dynamic` is kept as it was under `#if canImport(ObjectiveC)` and
/// repeated under `#else` without `dynamic` and its other Objective-C
/// attributes, when the declaration is on one line (attribute lines above
/// it aside). A declaration that shares its first line with other code, or
/// one with `dynamic` over several lines, is left to the hand. `dynamic`
/// counts as the modifier when a declaration keyword, another modifier or
/// an attribute follows it (`let dynamic = 1` is left alone).
enum ObjCAttributeRule {
    /// One attribute or modifier found.
    private struct Found {
        /// Its bytes, arguments included.
        let bytes: Range<Int>
        /// Its zero-based line.
        let line: Int
        /// Its text: `@objc(isFollowing)`, `dynamic`.
        let text: String
    }

    /// The attributes fenced.
    private static let attributes: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBAction", "@IBSegueAction", "@IBInspectable", "@IBDesignable",
    ]

    /// The words that may follow the `dynamic` modifier.
    private static let declarationWords = SwiftSource.modifiers.union(["var", "let", "func", "subscript", "init"])

    /// Adds to `edits` the fences for the attributes and modifiers of
    /// `source`, but for those on `keptLines` (zero-based); gives the report.
    static func changes(in source: SwiftSource, keeping keptLines: Set<Int>, directiveLines: Set<Int>, edits: inout PortEdits)
        -> [PortChange]
    {
        var declarations: [(start: Int, found: [Found])] = []
        for index in source.tokens.indices where !keptLines.contains(source.tokens[index].line) {
            guard let last = end(of: index, in: source) else { continue }
            let bytes = source.tokens[index].range.lowerBound..<source.tokens[last].range.upperBound
            let found = Found(bytes: bytes, line: source.tokens[index].line, text: String(decoding: source.bytes[bytes], as: UTF8.self))
            let start = source.declarationStart(of: index)
            if declarations.last?.start == start {
                declarations[declarations.count - 1].found.append(found)
            } else {
                declarations.append((start, [found]))
            }
        }
        return declarations.flatMap { fence($0.found, declaredAt: $0.start, in: source, directiveLines: directiveLines, edits: &edits) }
    }

    /// Adds to `edits` the fence for the attributes and modifiers `found` of
    /// the declaration that begins with the token at `start`; gives the report.
    private static func fence(
        _ found: [Found], declaredAt start: Int, in source: SwiftSource, directiveLines: Set<Int>, edits: inout PortEdits
    ) -> [PortChange] {
        let line = source.tokens[start].line
        let names = found.map(\.text).joined(separator: " ")
        guard source.startsLine(start) else { return [leftToHand(names, line: line, "on a declaration that shares its line with other code")] }
        guard found.contains(where: { $0.text == "dynamic" }) else {
            var lines: [(line: Int, text: String)] = []
            for attribute in found {
                if lines.last?.line == attribute.line {
                    lines[lines.count - 1].text += " " + attribute.text
                } else {
                    lines.append((attribute.line, attribute.text))
                }
            }
            edits.attributeFences[line] = lines.map(\.text)
            return cut(found, into: &edits) { "fenced \($0)" }
        }
        let statement = source.statement(containing: start, directiveLines: directiveLines)
        guard statement.lowerBound == start, source.endsLine(statement.upperBound) else {
            return [leftToHand(names, line: line, "on a declaration that shares its line with other code")]
        }
        let lastLine = source.tokens[statement.upperBound].endLine
        guard source.tokens[min(source.declarationKeyword(from: start), statement.upperBound)].line == lastLine else {
            return [leftToHand(names, line: line, "on a declaration over several lines (dynamic needs a copy of it without them under #else)")]
        }
        edits.doubledDeclarations.append(line...lastLine)
        return cut(found, into: &edits) { "fenced \($0) (the declaration repeated without it under #else)" }
    }

    /// Adds the bytes of `found` to the cuts of `edits`; gives a report line for each, as `describe` puts its text.
    private static func cut(_ found: [Found], into edits: inout PortEdits, describe: (String) -> String) -> [PortChange] {
        found.map { attribute in
            edits.cuts[attribute.line, default: []].append(attribute.bytes)
            return PortChange(kind: .attributeFenced, lines: attribute.line...attribute.line, description: describe(attribute.text))
        }
    }

    /// The report line for attributes `names` on `line` left to the hand, and `reason`.
    private static func leftToHand(_ names: String, line: Int, _ reason: String) -> PortChange {
        PortChange(kind: .leftToHand, lines: line...line, description: "not fenced: \(names) \(reason); fence it by hand")
    }

    /// The last token of the attribute (with its arguments) or `dynamic`
    /// modifier at `index`, or nil when none starts there.
    private static func end(of index: Int, in source: SwiftSource) -> Int? {
        let text = source.text(index), token = source.tokens[index]
        switch token.kind {
        case .attribute where attributes.contains(text): return source.qualifierEnd(index)
        case .word where text == "dynamic" && !source.isSymbol(index - 1, "."):
            let next = index + 1
            guard source.tokens.indices.contains(next) else { return nil }
            return source.tokens[next].kind == .attribute || declarationWords.contains(source.text(next)) ? index : nil
        default: return nil
        }
    }
}
