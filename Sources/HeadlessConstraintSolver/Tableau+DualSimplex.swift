extension Tableau {
    /// Dual simplex: restores feasibility after constants changed, starting from the rows in
    /// `infeasible`, while keeping the objective optimal. Used for edit-value suggestions.
    mutating func dualOptimize(startingWith infeasible: [Symbol]) throws {
        var pending = infeasible
        var pivots = 0
        while let leaving = pending.popLast() {
            guard let row = row(of: leaving), row.constant < -nearZeroTolerance else { continue }
            guard pivots < pivotLimit else {
                throw SolverError.internalFailure("pivot limit reached while re-solving an edit")
            }
            guard let entering = objective.dualEnteringSymbol(in: row) else {
                throw SolverError.internalFailure("no symbol can restore a feasible edit")
            }
            let affected = columns.candidateArray(for: entering)
            try pivot(entering: entering, leaving: leaving)
            pivots += 1
            pending += affected.compactMap { infeasibleBasic(inSlot: $0) }
        }
    }

    /// Shifts the constant of an edit constraint by `delta` (its error pair is `plus`/`minus`)
    /// without re-solving, and returns the restricted rows that became negative.
    mutating func shiftEditConstant(plus: Symbol, minus: Symbol, by delta: Double) -> [Symbol] {
        if let slot = slot(of: plus) {
            addToConstant(-delta, inSlot: slot)
            return infeasibleBasic(inSlot: slot).map { [$0] } ?? []
        }
        if let slot = slot(of: minus) {
            addToConstant(delta, inSlot: slot)
            return infeasibleBasic(inSlot: slot).map { [$0] } ?? []
        }
        var infeasible: [Symbol] = []
        for slot in liveSlots(mentioning: plus) {
            addToConstant(slots[slot].row.coefficient(of: plus) * delta, inSlot: slot)
            if let basic = infeasibleBasic(inSlot: slot) {
                infeasible.append(basic)
            }
        }
        return infeasible
    }
}
