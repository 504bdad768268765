/// Ported text as a compiler reads it: one with the Objective-C runtime
/// (iOS), for which `#if canImport(ObjectiveC)` is true, or one without
/// (Linux), for which it is false.
enum ObjCBranches {
    /// An `#if` open at the line being read.
    private struct Branch {
        /// Whether its condition is `canImport(ObjectiveC)`.
        let isObjC: Bool
        /// Whether its `#else` has been read.
        var inElse = false
    }

    /// The lines of `text` compiled with the Objective-C runtime (`runtime`)
    /// or without it, and without the `#if canImport(ObjectiveC)` lines and
    /// their `#else` and `#endif`; other directives are kept as lines.
    static func compiled(_ text: String, runtime: Bool) -> String {
        var branches: [Branch] = []
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let directive = line.trimmingPrefix { $0 == " " || $0 == "\t" }
            if directive.hasPrefix("#if") {
                branches.append(Branch(isObjC: directive == "#if canImport(ObjectiveC)"))
                if branches[branches.count - 1].isObjC { continue }
            } else if directive == "#else", branches.last?.isObjC == true {
                branches[branches.count - 1].inElse = true
                continue
            } else if directive == "#endif", let branch = branches.popLast(), branch.isObjC {
                continue
            }
            if branches.allSatisfy({ !$0.isObjC || $0.inElse != runtime }) { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    /// The words of `text` (what lies between spaces and line breaks), each
    /// run of attributes in alphabetical order: equal for two texts that
    /// mean the same to the compiler, whatever their layout and the order of
    /// attributes.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var attributes: [String] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init) {
            if word.hasPrefix("@") {
                attributes.append(word)
                continue
            }
            words += attributes.sorted() + [word]
            attributes = []
        }
        return words + attributes.sorted()
    }
}
