/// For every symbol, the tableau slots whose rows may mention it.
///
/// The index is lazy: an entry is appended when a symbol appears in a row, but nothing is done when
/// it disappears, so a column is a superset that may hold stale slots (the row no longer mentions
/// the symbol, or the slot was freed or reused) and duplicates. Readers check the row itself, which
/// they do anyway to read the coefficient. A column is compacted (stale entries and duplicates
/// dropped, order kept) when it doubles in length, so upkeep is amortised O(1) per insertion.
struct ColumnIndex: Sendable {
    /// Candidate slots per symbol id, in insertion order.
    private var entries: [[Int]] = []
    /// Column lengths right after their last compaction.
    private var compactedCounts: [Int] = []
    /// Per slot, the compaction pass that last kept it (for duplicate removal).
    private var keptInPass: [Int] = []
    /// The number of the current compaction pass.
    private var pass = 0

    /// Adds an empty column for a newly created symbol.
    mutating func addColumn() {
        entries.append([])
        compactedCounts.append(0)
    }

    /// The candidate slots of `symbol` (may contain stale entries and duplicates).
    func candidates(for symbol: Symbol) -> [Int] {
        entries[symbol.id]
    }

    /// Returns the candidates of `symbol` and empties its column; used when the symbol is about to
    /// vanish from every row.
    mutating func takeCandidates(for symbol: Symbol) -> [Int] {
        defer {
            entries[symbol.id] = []
            compactedCounts[symbol.id] = 0
        }
        return entries[symbol.id]
    }

    /// Records that the row in `slot` now mentions `symbol`.
    mutating func record(_ slot: Int, mentions symbol: Symbol, rows: [RowSlot]) {
        entries[symbol.id].append(slot)
        if entries[symbol.id].count > 2 * compactedCounts[symbol.id] + 16 {
            compact(symbol, rows: rows)
        }
    }

    /// Compacts the column of `symbol` and returns exactly the live slots mentioning it, each once.
    mutating func liveSlots(for symbol: Symbol, rows: [RowSlot]) -> [Int] {
        compact(symbol, rows: rows)
        return entries[symbol.id]
    }

    /// Drops stale entries and duplicates from the column of `symbol`.
    private mutating func compact(_ symbol: Symbol, rows: [RowSlot]) {
        pass += 1
        if keptInPass.count < rows.count {
            keptInPass += Array(repeating: 0, count: rows.count - keptInPass.count)
        }
        var kept: [Int] = []
        for slot in entries[symbol.id] where keptInPass[slot] != pass {
            guard rows[slot].basic != nil, rows[slot].row.coefficient(of: symbol) != 0 else { continue }
            keptInPass[slot] = pass
            kept.append(slot)
        }
        entries[symbol.id] = kept
        compactedCounts[symbol.id] = kept.count
    }
}
