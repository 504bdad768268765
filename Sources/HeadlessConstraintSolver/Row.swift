/// One entry of a ``Row``: a symbol with a coefficient that is not near zero.
struct RowCell: Sendable {
    /// The symbol.
    let symbol: Symbol
    /// Its factor in the row.
    var coefficient: Double
}

/// A sparse linear form `constant + Σ coefficient · symbol`.
///
/// Cells are kept sorted by symbol id, so every walk over a row visits symbols in creation order
/// (deterministic, independent of hashing), look-ups are binary searches, and combining two rows is
/// a linear merge. Coefficients that become near zero are dropped.
struct Row: Sendable {
    /// The constant part; for a basic row it is the current value of the basic symbol.
    private(set) var constant: Double
    /// The non-zero cells, sorted by symbol id. Changed only by the methods of ``Row`` (here and in
    /// Row+Algebra.swift), which keep the order and drop near-zero cells.
    var cells: [RowCell] = []

    /// Creates a row with no symbols.
    init(constant: Double) {
        self.constant = constant
    }

    /// Whether every symbol in the row is a dummy (vacuously true for a constant row).
    var containsOnlyDummies: Bool {
        cells.allSatisfy { $0.symbol.kind == .dummy }
    }

    /// The coefficient of `symbol`, or zero when it does not appear.
    func coefficient(of symbol: Symbol) -> Double {
        cellIndex(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// Shifts the constant.
    mutating func addToConstant(_ delta: Double) {
        constant += delta
    }

    /// Multiplies the whole row by -1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Adds `coefficient · symbol`, dropping the cell if the result is near zero.
    mutating func add<Recorder: SymbolInsertionRecorder>(
        _ coefficient: Double, for symbol: Symbol, recorder: inout Recorder
    ) {
        let index = firstIndex(notBelow: symbol.id)
        if index < cells.count, cells[index].symbol.id == symbol.id {
            let sum = cells[index].coefficient + coefficient
            if sum.isNearZero {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !coefficient.isNearZero {
            let cell = RowCell(symbol: symbol, coefficient: coefficient)
            if index == cells.count {
                cells.append(cell)
            } else {
                cells.insert(cell, at: index)
            }
            recorder.recordInsertion(of: symbol)
        }
    }

    /// Removes `symbol` and returns its former coefficient (zero when it did not appear).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        cellIndex(of: symbol).map { cells.remove(at: $0).coefficient } ?? 0
    }

    /// Removes the cell at `removed` and multiplies the other cells and the constant by `factor` in
    /// one pass, dropping cells that become near zero.
    mutating func scale(by factor: Double, removingCellAt removed: Int) {
        constant *= factor
        var kept = 0
        for index in cells.indices where index != removed {
            let scaled = cells[index].coefficient * factor
            if !scaled.isNearZero {
                cells[kept] = RowCell(symbol: cells[index].symbol, coefficient: scaled)
                kept += 1
            }
        }
        cells.removeLast(cells.count - kept)
    }

    /// The index of the cell of `symbol`, or nil when it does not appear.
    func cellIndex(of symbol: Symbol) -> Int? {
        let index = firstIndex(notBelow: symbol.id)
        return index < cells.count && cells[index].symbol.id == symbol.id ? index : nil
    }

    /// Binary search: the index of the first cell whose symbol id is not below `id`.
    private func firstIndex(notBelow id: Int) -> Int {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol.id < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
