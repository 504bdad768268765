/// The first rule of `snapshot port`: the attributes that mean something
/// only to the Objective-C runtime (`@objc`, `@objc(name)`, `@objcMembers`,
/// `@nonobjc`, `@IBOutlet`, `@IBAction`, `@IBSegueAction`, `@IBInspectable`,
/// `@IBDesignable`) and the `dynamic` modifier are removed, the declaration
/// kept. `dynamic` counts as the modifier when a declaration keyword, another
/// modifier or an attribute follows it (`let dynamic = 1` is left alone).
enum ObjCAttributeRule {
    /// One attribute or modifier to remove.
    struct Removal {
        /// Its bytes, arguments included.
        let bytes: Range<Int>
        /// Its line in the report.
        let change: PortChange
    }

    /// The attributes removed.
    private static let attributes: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBAction", "@IBSegueAction", "@IBInspectable", "@IBDesignable",
    ]

    /// The words that may follow the `dynamic` modifier.
    private static let declarationWords: Set<String> = [
        "var", "let", "func", "subscript", "init", "override", "final", "open", "public", "package", "internal", "fileprivate",
        "private", "static", "class", "weak", "unowned", "lazy", "required", "convenience", "nonisolated",
    ]

    /// The attributes and modifiers to remove from `source`, but for those on `keptLines` (zero-based).
    static func removals(in source: SwiftSource, keeping keptLines: Set<Int>) -> [Removal] {
        source.tokens.indices.compactMap { index in
            guard !keptLines.contains(source.tokens[index].line), let last = end(of: index, in: source) else { return nil }
            let bytes = source.tokens[index].range.lowerBound..<source.tokens[last].range.upperBound
            let line = source.tokens[index].line
            let change = PortChange(
                kind: .attributeRemoved, lines: line...line, description: "removed " + String(decoding: source.bytes[bytes], as: UTF8.self))
            return Removal(bytes: bytes, change: change)
        }
    }

    /// The last token of the attribute (with its arguments) or `dynamic`
    /// modifier at `index`, or nil when none starts there.
    private static func end(of index: Int, in source: SwiftSource) -> Int? {
        let text = source.text(index), token = source.tokens[index]
        switch token.kind {
        case .attribute where attributes.contains(text):
            guard source.isSymbol(index + 1, "("), source.tokens[index + 1].range.lowerBound == token.range.upperBound,
                let close = source.partner[index + 1]
            else { return index }
            return close
        case .word where text == "dynamic" && !source.isSymbol(index - 1, "."):
            let next = index + 1
            guard source.tokens.indices.contains(next) else { return nil }
            return source.tokens[next].kind == .attribute || declarationWords.contains(source.text(next)) ? index : nil
        default: return nil
        }
    }
}
