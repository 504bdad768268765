extension Solver {
    /// The already-added required constraints that make `constraint` unsatisfiable, in add order,
    /// or an empty list when `constraint` could be added. The solver itself is not changed.
    ///
    /// How exact it is: the refused row is reduced to `r = c + Σ aᵢ·mᵢ` with `c > 0`, where every
    /// `mᵢ` is a non-basic marker (inequality slack ≥ 0, or equality dummy = 0) and every slack has
    /// `aᵢ ≥ 0` (phase-one optimum). That identity proves `r > 0`, so the owners of the markers that
    /// appear form a sufficient conflicting set (a Farkas-style certificate). It is usually minimal
    /// but not guaranteed to be, and markers with coefficients below 1e-8 are ignored.
    package func conflicts(with constraint: Constraint) -> [Constraint] {
        var trial = self
        do {
            try trial.addConstraint(constraint)
        } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
            return conflicts
        } catch {
            return []
        }
        return []
    }

    /// Whether the value of `variable` is not uniquely determined (UIKit's `hasAmbiguousLayout`).
    ///
    /// Best effort, judged from the current tableau: a variable the solver never saw, or one that is
    /// a free parameter (non-basic), is ambiguous. A basic variable is ambiguous when its row contains
    /// another free variable, or a slack/error symbol that has zero cost at every priority level and
    /// is not blocked by a degenerate row, so it could move without changing any error. Ambiguity
    /// that only shows up after further pivots is not detected.
    package func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variableSymbols[variable], let row = tableau.row(of: symbol) else { return true }
        return row.cells.contains { cell in
            switch cell.symbol.kind {
            case .external:
                true
            case .dummy:
                false
            case .slack, .error:
                tableau.objective.hasZeroCost(cell.symbol) && tableau.canIncrease(cell.symbol)
            }
        }
    }

    /// The required constraints whose markers appear in `row`, sorted by add order.
    func requiredConstraints(markedIn row: Row) -> [Constraint] {
        row.cells
            .compactMap { requiredMarkerOwners[$0.symbol] }
            .sorted { (records[$0]?.order ?? 0) < (records[$1]?.order ?? 0) }
    }
}
