/// The section and item counts a table's or collection view's data source
/// gives, made safe: a negative count is taken as 0, and no more than a
/// limit of sections, or of items in all, is kept.
struct SectionCounts {
    /// What was wrong with the counts given.
    enum Problem: Equatable {
        /// A negative number of sections.
        case negativeSections(Int)
        /// A negative number of items in `section`.
        case negativeItems(section: Int, count: Int)
        /// More sections or items than the limit.
        case tooMany
    }

    /// The number of items of each section kept.
    let counts: [Int]
    /// The problems found, in the order the counts were asked for.
    let problems: [Problem]

    /// Asks `sections` for the number of sections, then `items` for each
    /// section's, keeping at most `limit` sections and `limit` items in all.
    @MainActor
    init(limit: Int, sections: () -> Int, items: (Int) -> Int) {
        var problems: [Problem] = []
        var sectionCount = sections()
        if sectionCount < 0 {
            problems.append(.negativeSections(sectionCount))
            sectionCount = 0
        }
        if sectionCount > limit {
            problems.append(.tooMany)
            sectionCount = limit
        }
        var remaining = limit
        counts = (0..<sectionCount).map { section in
            var count = items(section)
            if count < 0 {
                problems.append(.negativeItems(section: section, count: count))
                count = 0
            }
            if count > remaining {
                if !problems.contains(.tooMany) { problems.append(.tooMany) }
                count = remaining
            }
            remaining -= count
            return count
        }
        self.problems = problems
    }
}
