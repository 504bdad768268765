/// The quantity the simplex minimises, kept as one row per distinct optional priority.
///
/// Level `k` holds the sum of the error terms of all constraints with that priority, expressed in
/// non-basic symbols. The levels are compared lexicographically from the highest priority down, so
/// the cost of a symbol is a vector rather than a number (a "symbolic weight"). This keeps exact
/// priority dominance for any number of levels, at the price of one row per level per pivot.
struct Objective: Sendable {
    /// One priority level of the objective.
    struct Level: Sendable {
        /// The priority whose errors this level sums.
        let priority: Float
        /// The summed errors in terms of non-basic symbols.
        var row: Row
        /// How many error symbols feed this level; the level is dropped when it reaches zero.
        var errorCount: Int
    }

    /// The levels, highest priority first.
    private(set) var levels: [Level] = []
    /// The artificial objective while a constraint is being added through an artificial variable.
    private(set) var artificial: Row?
    /// Set when a prioritized optimisation found no entering symbol, and cleared by any change that
    /// could create a negative cost; lets the many adds that leave the levels untouched skip pricing.
    private(set) var isKnownOptimal = false

    /// Adds the new (non-basic) error symbol with unit weight to the level of `priority`.
    mutating func addError(_ symbol: Symbol, priority: Float) {
        let index = levels.firstIndex { $0.priority <= priority } ?? levels.endIndex
        if index == levels.endIndex || levels[index].priority != priority {
            levels.insert(Level(priority: priority, row: Row(constant: 0), errorCount: 0), at: index)
        }
        levels[index].row.add(1, for: symbol)
        levels[index].errorCount += 1
    }

    /// Withdraws an error symbol; `basicRow` is its definition when the symbol is basic.
    mutating func removeError(_ symbol: Symbol, priority: Float, definedBy basicRow: Row?) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        if let basicRow {
            levels[index].row.add(basicRow, times: -1)
        } else {
            levels[index].row.add(-1, for: symbol)
        }
        levels[index].errorCount -= 1
        isKnownOptimal = false
        if levels[index].errorCount == 0 {
            levels.remove(at: index)
        }
    }

    /// Replaces the symbol that just became basic by its definition.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in levels.indices where levels[index].row.coefficient(of: symbol) != 0 {
            levels[index].row.substitute(symbol, with: row)
            isKnownOptimal = false
        }
        artificial?.substitute(symbol, with: row)
    }

    /// Removes a symbol that is fixed at zero for good.
    mutating func erase(_ symbol: Symbol) {
        for index in levels.indices {
            levels[index].row.remove(symbol)
        }
        artificial?.remove(symbol)
    }

    /// Records that the prioritized levels admit no improving symbol.
    mutating func markOptimal() {
        isKnownOptimal = true
    }

    /// Starts minimising `row` (the definition of an artificial variable).
    mutating func beginArtificialPhase(with row: Row) {
        artificial = row
    }

    /// Ends the artificial phase and returns the final artificial objective.
    mutating func endArtificialPhase() -> Row {
        defer { artificial = nil }
        return artificial ?? Row(constant: 0)
    }
}
