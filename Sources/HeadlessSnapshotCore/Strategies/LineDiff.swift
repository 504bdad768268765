/// A unified diff of two texts' lines, from the standard library's
/// `CollectionDifference` (a shortest edit script), with three lines of
/// context around each change.
struct LineDiff {
    /// `N lines removed, M lines added` (as many as differ).
    let summary: String
    /// The hunks, `@@ -a,b +c,d @@` then context ` `, removed `-` and added `+` lines.
    let unified: String

    /// The lines of context shown around a change.
    private static let context = 3

    /// The diff turning `old` into `new`.
    init(from old: String, to new: String) {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        let difference = after.difference(from: before)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        summary =
            "\(removed.count) line\(removed.count == 1 ? "" : "s") removed, "
            + "\(inserted.count) line\(inserted.count == 1 ? "" : "s") added"
        // Walk both texts in step: each row is a kept, removed or added line.
        var rows: [(mark: Character, text: Substring, old: Int, new: Int)] = []
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if i < before.count, removed.contains(i) {
                rows.append(("-", before[i], i, j))
                i += 1
            } else if j < after.count, inserted.contains(j) {
                rows.append(("+", after[j], i, j))
                j += 1
            } else {
                rows.append((" ", before[i], i, j))
                i += 1
                j += 1
            }
        }
        unified = Self.hunks(of: rows).joined(separator: "\n")
    }

    /// Groups changed rows with their context into hunks.
    private static func hunks(of rows: [(mark: Character, text: Substring, old: Int, new: Int)]) -> [String] {
        let changed = rows.indices.filter { rows[$0].mark != " " }
        var hunks: [String] = []
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = min(rows.count, changed[index] + context + 1)
            index += 1
            while index < changed.count, changed[index] - context <= end {
                end = min(rows.count, changed[index] + context + 1)
                index += 1
            }
            let slice = rows[start..<end]
            let oldCount = slice.filter { $0.mark != "+" }.count, newCount = slice.filter { $0.mark != "-" }.count
            let first = slice.first!
            var lines = ["@@ -\(first.old + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(first.new + (newCount > 0 ? 1 : 0)),\(newCount) @@"]
            lines += slice.map { "\($0.mark)\($0.text)" }
            hunks.append(lines.joined(separator: "\n"))
        }
        return hunks
    }
}
