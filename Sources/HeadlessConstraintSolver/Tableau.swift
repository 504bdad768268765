/// One row of the tableau and the basic symbol it defines (`basic = row`); `basic` is nil while
/// the slot is free for reuse.
struct RowSlot: Sendable {
    /// The symbol the row defines.
    var basic: Symbol?
    /// The definition, in terms of non-basic symbols only.
    var row: Row
}

/// The simplex tableau in solved form, plus the objective it is optimised against.
///
/// Rows live in stable slots. A ``ColumnIndex`` maps every symbol to the slots whose rows mention
/// it, so substitution and ratio tests touch only the rows involved instead of scanning the whole
/// tableau. All storage is arrays indexed by symbol id or slot, so nothing depends on hashing.
struct Tableau: Sendable {
    /// Row storage; free slots are recycled through `freeSlots`.
    private(set) var slots: [RowSlot] = []
    /// Free slot indices, reused last-in first-out.
    private var freeSlots: [Int] = []
    /// For each symbol id, the slot of its row, or -1 when the symbol is non-basic.
    private var slotOfBasic: [Int] = []
    /// Which slots may mention each symbol.
    private(set) var columns = ColumnIndex()
    /// Scratch log of the symbols newly inserted by the row operation in progress.
    private var insertions: [Symbol] = []
    /// The prioritized objective and, during an artificial phase, the artificial objective.
    var objective = Objective()

    /// How many symbols have been created.
    var symbolCount: Int {
        slotOfBasic.count
    }

    /// A generous cap on pivots per optimisation; Bland's rule already prevents cycling, so the cap
    /// only guards against floating-point pathologies.
    var pivotLimit: Int {
        10_000 + 20 * symbolCount
    }

    /// Creates a new symbol with the next id.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(id: slotOfBasic.count, kind: kind)
        slotOfBasic.append(-1)
        columns.addColumn()
        return symbol
    }

    /// The slot holding the row of `symbol`, or nil when it is non-basic.
    func slot(of symbol: Symbol) -> Int? {
        let slot = slotOfBasic[symbol.id]
        return slot >= 0 ? slot : nil
    }

    /// The row defining `symbol`, or nil when it is non-basic.
    func row(of symbol: Symbol) -> Row? {
        slot(of: symbol).map { slots[$0].row }
    }

    /// Stores `row` as the definition of `basic`, which must be non-basic and absent from all rows.
    mutating func insert(_ row: Row, basic: Symbol) {
        let slot = freeSlots.popLast() ?? appendEmptySlot()
        slots[slot] = RowSlot(basic: basic, row: row)
        slotOfBasic[basic.id] = slot
        columns.record(slot, mentions: row.cells.lazy.map(\.symbol), rows: slots)
    }

    /// Deletes the row defining `basic` and returns it, or returns nil when `basic` is non-basic.
    @discardableResult
    mutating func removeRow(of basic: Symbol) -> Row? {
        guard let slot = slot(of: basic) else { return nil }
        let row = slots[slot].row
        slots[slot] = RowSlot(basic: nil, row: Row(constant: 0))
        slotOfBasic[basic.id] = -1
        freeSlots.append(slot)
        columns.noteStaleningChange()
        return row
    }

    /// Exactly the slots whose rows mention `symbol`, each once (compacts its column first).
    mutating func liveSlots(mentioning symbol: Symbol) -> [Int] {
        columns.liveSlots(for: symbol, rows: slots)
    }

    /// Adds `delta` to the constant of the row in `slot`.
    mutating func addToConstant(_ delta: Double, inSlot slot: Int) {
        slots[slot].row.addToConstant(delta)
    }

    /// Makes `entering` basic in place of `leaving`, using the row of `leaving`, and substitutes the
    /// new definition everywhere (all rows and the objective).
    mutating func pivot(entering: Symbol, leaving: Symbol) throws {
        guard let slot = slot(of: leaving),
            slots[slot].row.solve(for: entering, replacing: leaving, recorder: &insertions)
        else {
            throw SolverError.internalFailure("pivot on a zero coefficient")
        }
        columns.noteStaleningChange()
        indexInsertions(inSlot: slot)
        slots[slot].basic = entering
        slotOfBasic[leaving.id] = -1
        slotOfBasic[entering.id] = slot
        substitute(entering, with: slots[slot].row)
    }

    /// Replaces the non-basic `symbol` by `row` in every row that mentions it and in the objective.
    /// Terms may cancel out in a rewritten row, so each rewrite is reported to the column index
    /// before any column can be compacted again.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for slot in columns.takeCandidates(for: symbol) {
            slots[slot].row.substitute(symbol, with: row, recorder: &insertions)
            columns.noteStaleningChange()
            indexInsertions(inSlot: slot)
        }
        objective.substitute(symbol, with: row)
    }

    /// Sets the non-basic `symbol` to zero for good: removes it from every row and the objective.
    mutating func erase(_ symbol: Symbol) {
        for slot in columns.takeCandidates(for: symbol) {
            slots[slot].row.remove(symbol)
        }
        objective.erase(symbol)
    }

    /// Returns the basic symbol of `slot` when its row is restricted and currently negative.
    func infeasibleBasic(inSlot slot: Int) -> Symbol? {
        guard let basic = slots[slot].basic, basic.kind != .external,
            slots[slot].row.constant < -nearZeroTolerance
        else { return nil }
        return basic
    }

    /// Indexes the symbols that the last row operation inserted into the row in `slot`.
    private mutating func indexInsertions(inSlot slot: Int) {
        columns.record(slot, mentions: insertions, rows: slots)
        insertions.removeAll(keepingCapacity: true)
    }

    /// Appends an empty slot and returns its index.
    private mutating func appendEmptySlot() -> Int {
        slots.append(RowSlot(basic: nil, row: Row(constant: 0)))
        return slots.count - 1
    }
}
