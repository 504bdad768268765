/// For every symbol, the tableau slots whose rows may mention it.
///
/// The index is lazy: an entry is appended when a symbol appears in a row, but nothing is done when
/// it disappears, so a column is a superset that may hold stale slots (the row no longer mentions
/// the symbol, or the slot was freed or reused) and duplicates. Readers check the row itself, which
/// they do anyway to read the coefficient. A column is compacted (stale entries and duplicates
/// dropped, order kept) when it doubles in length, so upkeep is amortised O(1) per insertion.
///
/// Stale entries and duplicates can only arise after a row lost a symbol or was freed; the tableau
/// reports every such change right after making it (before any further recording, which may
/// compact), and a column compacted since the last report is known to be exact, so building a system
/// by adding constraints with fresh subjects never pays for compaction.
///
/// Columns are singly linked lists threaded through one shared node pool (freed nodes are reused),
/// so recording an entry never allocates a per-column array.
struct ColumnIndex: Sendable {
    /// One entry: a slot, and the next entry of the same column (-1 at the end).
    struct Node: Sendable {
        /// The slot whose row may mention the column's symbol.
        var slot: Int
        /// The pool index of the next entry, or -1.
        var next: Int
    }

    /// The entries of one column, in insertion order.
    private struct Column: Sendable {
        /// The pool index of the first entry, or -1 when the column is empty.
        var head = -1
        /// The pool index of the last entry, or -1 when the column is empty.
        var tail = -1
        /// The number of entries.
        var count = 0
        /// The number of entries right after the last compaction.
        var compactedCount = 0
        /// The value of `staleningChanges` when the column was last known to be exact.
        var exactAsOf: Int
    }

    /// The candidate slots of one column, walked in insertion order without copying them out.
    struct Candidates: Sequence, IteratorProtocol {
        /// The node pool.
        fileprivate let nodes: [Node]
        /// The pool index of the next entry to return, or -1.
        fileprivate var node: Int

        /// The next candidate slot.
        mutating func next() -> Int? {
            guard node >= 0 else { return nil }
            defer { node = nodes[node].next }
            return nodes[node].slot
        }
    }

    /// The node pool shared by all columns.
    private var nodes: [Node] = []
    /// The first free node of the pool (free nodes are chained through `next`), or -1.
    private var freeNode = -1
    /// The columns, by symbol id.
    private var columns: [Column] = []
    /// How many changes that can leave stale entries have been reported.
    private var staleningChanges = 0
    /// Per slot, the compaction pass that last kept it (for duplicate removal).
    private var keptInPass: [Int] = []
    /// The number of the current compaction pass.
    private var pass = 0

    /// Adds an empty column for a newly created symbol.
    mutating func addColumn() {
        columns.append(Column(exactAsOf: staleningChanges))
    }

    /// The candidate slots of `symbol` (may contain stale entries and duplicates).
    func candidates(for symbol: Symbol) -> Candidates {
        Candidates(nodes: nodes, node: columns[symbol.id].head)
    }

    /// The candidate slots of `symbol` copied into an array (for use while the tableau changes).
    func candidateArray(for symbol: Symbol) -> [Int] {
        var slots: [Int] = []
        slots.reserveCapacity(columns[symbol.id].count)
        var node = columns[symbol.id].head
        while node >= 0 {
            slots.append(nodes[node].slot)
            node = nodes[node].next
        }
        return slots
    }

    /// Returns the candidates of `symbol` and empties its column; used when the symbol is about to
    /// vanish from every row.
    mutating func takeCandidates(for symbol: Symbol) -> [Int] {
        let column = columns[symbol.id]
        guard column.head >= 0 else { return [] }
        let taken = candidateArray(for: symbol)
        nodes[column.tail].next = freeNode
        freeNode = column.head
        columns[symbol.id] = Column(exactAsOf: staleningChanges)
        return taken
    }

    /// Notes that rows may have lost symbols or been freed, so columns may now hold stale entries.
    mutating func noteStaleningChange() {
        staleningChanges += 1
    }

    /// Records that the row in `slot` now mentions each of `symbols`; `rows` is the slot storage,
    /// read when a column is compacted.
    mutating func record(_ slot: Int, mentions symbols: some Sequence<Symbol>, rows: [RowSlot]) {
        for symbol in symbols {
            append(slot, to: symbol.id)
            if columns[symbol.id].count > 2 * columns[symbol.id].compactedCount + 16 {
                compact(symbol, rows: rows)
            }
        }
    }

    /// Compacts the column of `symbol` and returns exactly the live slots mentioning it, each once.
    mutating func liveSlots(for symbol: Symbol, rows: [RowSlot]) -> [Int] {
        compact(symbol, rows: rows)
        return candidateArray(for: symbol)
    }

    /// Appends an entry for `slot` at the end of column `id`, reusing a free node if there is one.
    private mutating func append(_ slot: Int, to id: Int) {
        let node: Int
        if freeNode >= 0 {
            node = freeNode
            freeNode = nodes[node].next
            nodes[node] = Node(slot: slot, next: -1)
        } else {
            node = nodes.count
            nodes.append(Node(slot: slot, next: -1))
        }
        if columns[id].tail >= 0 {
            nodes[columns[id].tail].next = node
        } else {
            columns[id].head = node
        }
        columns[id].tail = node
        columns[id].count += 1
    }

    /// Drops stale entries and duplicates from the column of `symbol`, keeping the order (a column
    /// that is known to be exact is left as it is).
    private mutating func compact(_ symbol: Symbol, rows: [RowSlot]) {
        var column = columns[symbol.id]
        guard column.exactAsOf != staleningChanges else {
            columns[symbol.id].compactedCount = column.count
            return
        }
        pass += 1
        if keptInPass.count < rows.count {
            keptInPass.append(contentsOf: repeatElement(0, count: rows.count - keptInPass.count))
        }
        var previous = -1
        var node = column.head
        column.count = 0
        while node >= 0 {
            let next = nodes[node].next
            let slot = nodes[node].slot
            if keptInPass[slot] != pass, rows[slot].basic != nil, rows[slot].row.coefficient(of: symbol) != 0 {
                keptInPass[slot] = pass
                column.count += 1
                previous = node
            } else {
                if previous >= 0 {
                    nodes[previous].next = next
                } else {
                    column.head = next
                }
                nodes[node].next = freeNode
                freeNode = node
            }
            node = next
        }
        column.tail = previous
        column.compactedCount = column.count
        column.exactAsOf = staleningChanges
        columns[symbol.id] = column
    }
}
