extension Row {
    /// Adds `factor · other` to the row in place: one ascending pass counts (and reports) the symbols
    /// that are new to the row, the cells are then merged from the back into the grown storage, so
    /// no temporary array is allocated. Cells that cancel out are dropped.
    mutating func add<Recorder: SymbolInsertionRecorder>(
        _ other: Row, times factor: Double, recorder: inout Recorder
    ) {
        addToConstant(other.constant * factor)
        guard !other.cells.isEmpty else { return }
        let newSymbols = recordNewSymbols(of: other, times: factor, recorder: &recorder)
        if mergeFromBack(other, times: factor, growingBy: newSymbols) {
            cells.removeAll { $0.coefficient == 0 }
        }
    }

    /// Treats the row as the equation `0 = row` and rewrites it as the definition of `symbol`
    /// (`symbol = …`), removing `symbol` from the cells. Returns `false`, leaving the row untouched,
    /// when the coefficient of `symbol` is near zero (the division is refused).
    mutating func solve(for symbol: Symbol) -> Bool {
        guard let index = cellIndex(of: symbol), !cells[index].coefficient.isNearZero else { return false }
        scale(by: -1 / cells[index].coefficient, removingCellAt: index)
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

    /// Counts the symbols of `other` that are absent from the row and whose scaled coefficient is
    /// not near zero, reporting each to `recorder` in ascending id order.
    private func recordNewSymbols<Recorder: SymbolInsertionRecorder>(
        of other: Row, times factor: Double, recorder: inout Recorder
    ) -> Int {
        cells.withUnsafeBufferPointer { mine in
            var count = 0
            var index = 0
            for cell in other.cells {
                while index < mine.count, mine[index].symbol.id < cell.symbol.id {
                    index += 1
                }
                guard index == mine.count || mine[index].symbol.id != cell.symbol.id,
                    !(cell.coefficient * factor).isNearZero
                else { continue }
                count += 1
                recorder.recordInsertion(of: cell.symbol)
            }
            return count
        }
    }

    /// Grows the cells by `newSymbols` and merges `factor · other` into them from the back. A sum
    /// that cancels out is left as a zero cell; returns whether any was left.
    private mutating func mergeFromBack(_ other: Row, times factor: Double, growingBy newSymbols: Int) -> Bool {
        var read = cells.count - 1
        cells.append(
            contentsOf: repeatElement(
                RowCell(symbol: other.cells[0].symbol, coefficient: 0),
                count: newSymbols))
        return cells.withUnsafeMutableBufferPointer { target in
            var write = target.count - 1
            var cancelled = false
            for cell in other.cells.reversed() {
                while read >= 0, target[read].symbol.id > cell.symbol.id {
                    target[write] = target[read]
                    read -= 1
                    write -= 1
                }
                let added = cell.coefficient * factor
                if read >= 0, target[read].symbol.id == cell.symbol.id {
                    let sum = target[read].coefficient + added
                    cancelled = cancelled || sum.isNearZero
                    target[write] = RowCell(symbol: cell.symbol, coefficient: sum.isNearZero ? 0 : sum)
                    read -= 1
                    write -= 1
                } else if !added.isNearZero {
                    target[write] = RowCell(symbol: cell.symbol, coefficient: added)
                    write -= 1
                }
            }
            return cancelled
        }
    }
}
