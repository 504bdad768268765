extension Solver {
    /// Adds a row that has no ready subject (phase one of the two-phase simplex): the row defines a
    /// new artificial variable, which is minimised. If it reaches zero, the row is re-solved for a
    /// real symbol and the artificial variable is erased. If it cannot reach zero, the constraint is
    /// infeasible: the artificial variable is still basic, so dropping its row removes exactly the new
    /// constraint, and the symbols left in the artificial objective name the conflicting constraints.
    mutating func insertWithArtificialVariable(_ row: Row, for record: ConstraintRecord) throws {
        let artificial = tableau.makeSymbol(.slack)
        tableau.insert(row, basic: artificial)
        tableau.objective.beginArtificialPhase(with: row)
        try tableau.optimize(.artificialInfeasibility)
        let residual = tableau.objective.endArtificialPhase()

        guard residual.constant.isNearZero else {
            guard tableau.removeRow(of: artificial) != nil else {
                throw SolverError.internalFailure("an infeasible artificial variable left the basis")
            }
            try tableau.optimize(.prioritizedErrors)
            throw SolverError.unsatisfiableConstraint(
                record.constraint, conflicts: requiredConstraints(markedIn: residual))
        }

        if let definition = tableau.removeRow(of: artificial) {
            let pivotable = definition.cells.first { $0.symbol.isPivotable }?.symbol
            let ownMarker = definition.coefficient(of: record.marker) != 0 ? record.marker : nil
            guard let subject = pivotable ?? ownMarker else {
                throw SolverError.internalFailure("no symbol can replace the artificial variable")
            }
            try insert(definition, solvedFor: subject)
        }
        tableau.erase(artificial)
    }
}
