extension Objective {
    /// The entering symbol for a primal pivot: the highest-id non-dummy symbol whose cost is negative
    /// (for the prioritized goal: lexicographically negative), or nil when the goal is optimal.
    /// Together with the leaving rule of ``MinimumRatio`` this is Bland's rule over the reversed
    /// creation order, so it cannot cycle; newer symbols tend to have fewer dependent rows, which
    /// keeps pivots cheap.
    func enteringSymbol(for goal: OptimizationGoal) -> Symbol? {
        switch goal {
        case .artificialInfeasibility:
            return artificial?.cells.last { cell in
                cell.symbol.kind != .dummy && cell.coefficient < -nearZeroTolerance
            }?.symbol
        case .prioritizedErrors:
            guard !isKnownOptimal else { return nil }
            var best: Symbol?
            for level in levels {
                for cell in level.row.cells.reversed() {
                    if let best, cell.symbol.id <= best.id { break }
                    if cell.symbol.kind != .dummy, cell.coefficient < -nearZeroTolerance,
                        isLexicographicallyNegative(cell.symbol)
                    {
                        best = cell.symbol
                        break
                    }
                }
            }
            return best
        }
    }

    /// The entering symbol for a dual pivot on the infeasible `row`: among its pivotable symbols
    /// with positive coefficient, the one with the lexicographically smallest cost/coefficient
    /// ratio; ties go to the lowest id.
    func dualEnteringSymbol(in row: Row) -> Symbol? {
        var best: RowCell?
        for cell in row.cells where cell.symbol.isPivotable && cell.coefficient > nearZeroTolerance {
            if let best, !ratio(of: cell, precedes: best) { continue }
            best = cell
        }
        return best?.symbol
    }

    /// Whether `symbol` has zero cost at every priority level (moving it changes no error sum).
    func hasZeroCost(_ symbol: Symbol) -> Bool {
        levels.allSatisfy { $0.row.coefficient(of: symbol).isNearZero }
    }

    /// Whether the first non-negligible cost of `symbol`, from the highest priority down, is negative.
    private func isLexicographicallyNegative(_ symbol: Symbol) -> Bool {
        for level in levels {
            let cost = level.row.coefficient(of: symbol)
            if cost < -nearZeroTolerance { return true }
            if cost > nearZeroTolerance { return false }
        }
        return false
    }

    /// Lexicographic comparison of the dual ratios cost/coefficient of two cells.
    private func ratio(of candidate: RowCell, precedes current: RowCell) -> Bool {
        for level in levels {
            let candidateRatio = level.row.coefficient(of: candidate.symbol) / candidate.coefficient
            let currentRatio = level.row.coefficient(of: current.symbol) / current.coefficient
            if candidateRatio != currentRatio {
                return candidateRatio < currentRatio
            }
        }
        return false
    }
}
