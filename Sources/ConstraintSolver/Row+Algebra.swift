extension Row {
    /// Adds `factor · other` to the row with a single linear merge of the two sorted cell lists.
    mutating func add<Recorder: SymbolInsertionRecorder>(
        _ other: Row, times factor: Double, recorder: inout Recorder
    ) {
        addToConstant(other.constant * factor)
        guard !other.cells.isEmpty else { return }
        var merged: [RowCell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count || theirs < other.cells.count {
            let myID = mine < cells.count ? cells[mine].symbol.id : Int.max
            let theirID = theirs < other.cells.count ? other.cells[theirs].symbol.id : Int.max
            if myID < theirID {
                merged.append(cells[mine])
                mine += 1
                continue
            }
            let symbol = other.cells[theirs].symbol
            let added = other.cells[theirs].coefficient * factor
            theirs += 1
            if myID > theirID {
                guard !added.isNearZero else { continue }
                merged.append(RowCell(symbol: symbol, coefficient: added))
                recorder.recordInsertion(of: symbol)
            } else {
                let sum = cells[mine].coefficient + added
                mine += 1
                if !sum.isNearZero {
                    merged.append(RowCell(symbol: symbol, coefficient: sum))
                }
            }
        }
        replaceCells(with: merged)
    }

    /// Treats the row as the equation `0 = row` and rewrites it as the definition of `symbol`
    /// (`symbol = …`), removing `symbol` from the cells. Returns `false`, leaving the row untouched,
    /// when the coefficient of `symbol` is near zero (the division is refused).
    mutating func solve(for symbol: Symbol) -> Bool {
        let coefficient = coefficient(of: symbol)
        guard !coefficient.isNearZero else { return false }
        remove(symbol)
        scale(by: -1 / coefficient)
        return true
    }

    /// For a row defining `basic` (`basic = row`), rewrites it as the definition of `entering`.
    /// Returns `false`, leaving the row untouched, when `entering` has a near-zero coefficient.
    mutating func solve<Recorder: SymbolInsertionRecorder>(
        for entering: Symbol, replacing basic: Symbol, recorder: inout Recorder
    ) -> Bool {
        guard !coefficient(of: entering).isNearZero else { return false }
        add(-1, for: basic, recorder: &recorder)
        return solve(for: entering)
    }

    /// Replaces `symbol` by the expression `row` (which must not contain `symbol`).
    mutating func substitute<Recorder: SymbolInsertionRecorder>(
        _ symbol: Symbol, with row: Row, recorder: inout Recorder
    ) {
        let coefficient = remove(symbol)
        if coefficient != 0 {
            add(row, times: coefficient, recorder: &recorder)
        }
    }
}
