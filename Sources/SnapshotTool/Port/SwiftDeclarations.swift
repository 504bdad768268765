/// Where a declaration's attributes and modifiers begin and end in a
/// ``SwiftSource``: `@objc(name) private(set) dynamic var …`.
extension SwiftSource {
    /// The modifiers a declaration may have before its keyword.
    static let modifiers: Set<String> = [
        "override", "final", "open", "public", "package", "internal", "fileprivate", "private", "static", "class", "weak",
        "unowned", "lazy", "required", "convenience", "nonisolated", "dynamic", "mutating", "nonmutating", "optional",
    ]

    /// The last token of the attribute or modifier at `index`, its
    /// arguments included (`@objc(name)`, `private(set)`), or nil when
    /// neither is there.
    func qualifierEnd(_ index: Int) -> Int? {
        guard tokens.indices.contains(index),
            tokens[index].kind == .attribute || (tokens[index].kind == .word && Self.modifiers.contains(text(index)))
        else { return nil }
        guard isSymbol(index + 1, "("), tokens[index + 1].range.lowerBound == tokens[index].range.upperBound,
            let close = partner[index + 1]
        else { return index }
        return close
    }

    /// The first token of the declaration whose attributes and modifiers
    /// include the one at `index`: back over those before it, from line to
    /// line only over attributes (which belong to the declaration below them).
    func declarationStart(of index: Int) -> Int {
        var start = index
        while start > 0 {
            let last = start - 1
            var previous = last
            if isSymbol(last, ")"), let open = partner[last], open > 0 { previous = open - 1 }
            guard qualifierEnd(previous) == last, tokens[previous].kind == .attribute || tokens[last].endLine == tokens[start].line
            else { break }
            start = previous
        }
        return start
    }

    /// The first token after the attributes and modifiers that begin at `index`: the declaration's keyword.
    func declarationKeyword(from index: Int) -> Int {
        var keyword = index
        while let end = qualifierEnd(keyword) { keyword = end + 1 }
        return keyword
    }
}
