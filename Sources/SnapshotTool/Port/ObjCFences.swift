/// The conditional compilation of a Swift file as `snapshot port` reads it:
/// which lines are `#if`/`#elseif`/`#else`/`#endif` directives, and which lie
/// in a branch compiled only with the Objective-C runtime.
///
/// A branch is Objective-C only when its condition names
/// `canImport(ObjectiveC)` or `_runtime(_ObjC)` with neither `!` nor `||`
/// (so `canImport(ObjectiveC) && os(iOS)` counts, `!canImport(ObjectiveC)`
/// does not); the `#else` of such a branch does not.
struct ObjCFences {
    /// The zero-based lines that hold a conditional compilation directive.
    private(set) var directiveLines: Set<Int> = []
    /// The zero-based lines with code inside an Objective-C-only branch.
    private(set) var fencedLines: Set<Int> = []

    /// The conditional compilation directives.
    private static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

    /// Reads the directives of `source`.
    init(_ source: SwiftSource) {
        var branches: [Bool] = []
        var index = 0
        while index < source.tokens.count {
            let token = source.tokens[index]
            var end = index
            while end + 1 < source.tokens.count, source.tokens[end + 1].line == token.line { end += 1 }
            let directive = source.text(index)
            if token.kind == .pound, source.startsLine(index), Self.directives.contains(directive) {
                let condition = index < end ? source.text(index + 1...end) : ""
                switch directive {
                case "#if": branches.append(Self.isObjCOnly(condition))
                case "#elseif" where !branches.isEmpty: branches[branches.count - 1] = Self.isObjCOnly(condition)
                case "#else" where !branches.isEmpty: branches[branches.count - 1] = false
                case "#endif": _ = branches.popLast()
                default: break
                }
                directiveLines.insert(token.line)
                index = end + 1
                continue
            }
            if branches.contains(true) { fencedLines.formUnion(token.line...token.endLine) }
            index += 1
        }
    }

    /// Whether code under `condition` (its tokens without spaces) is compiled only with the Objective-C runtime.
    private static func isObjCOnly(_ condition: String) -> Bool {
        (condition.contains("canImport(ObjectiveC)") || condition.contains("_runtime(_ObjC)"))
            && !condition.contains("!") && !condition.contains("||")
    }
}
