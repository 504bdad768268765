/// Receives notice whenever a symbol newly appears in a ``Row``, so the tableau can index it.
/// (Disappearances are not reported: the column index tolerates stale entries.)
protocol SymbolInsertionRecorder {
    /// The symbol now has a non-zero coefficient in the row.
    mutating func recordInsertion(of symbol: Symbol)
}

extension Array: SymbolInsertionRecorder where Element == Symbol {
    mutating func recordInsertion(of symbol: Symbol) {
        append(symbol)
    }
}

/// A recorder for rows outside the column index (objective rows, rows under construction): it
/// only counts. It has a stored property on purpose: an empty struct passed `inout` has no real
/// address, and ThreadSanitizer's check of that access faults on it.
struct UntrackedInsertions: SymbolInsertionRecorder {
    /// How many insertions were reported.
    private(set) var count = 0

    mutating func recordInsertion(of symbol: Symbol) { count += 1 }
}

extension Row {
    /// ``add(_:for:recorder:)`` for a row outside the column index.
    mutating func add(_ coefficient: Double, for symbol: Symbol) {
        var untracked = UntrackedInsertions()
        add(coefficient, for: symbol, recorder: &untracked)
    }

    /// ``add(_:times:recorder:)`` for a row outside the column index.
    mutating func add(_ other: Row, times factor: Double) {
        var untracked = UntrackedInsertions()
        add(other, times: factor, recorder: &untracked)
    }

    /// ``substitute(_:with:recorder:)`` for a row outside the column index.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var untracked = UntrackedInsertions()
        substitute(symbol, with: row, recorder: &untracked)
    }
}
