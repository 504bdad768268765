/// Which objective a primal optimisation minimises.
enum OptimizationGoal {
    /// The lexicographic error objective of the optional constraints.
    case prioritizedErrors
    /// The artificial objective used while adding a constraint without a ready subject.
    case artificialInfeasibility
}

extension Tableau {
    /// Primal simplex: pivots until no symbol can lower `goal`, keeping every restricted row
    /// non-negative. Entering and leaving symbols follow Bland's rule (highest id wins).
    mutating func optimize(_ goal: OptimizationGoal) throws {
        for _ in 0..<pivotLimit {
            guard let entering = objective.enteringSymbol(for: goal) else {
                if goal == .prioritizedErrors {
                    objective.markOptimal()
                }
                return
            }
            guard let leaving = primalLeavingSymbol(for: entering) else {
                throw SolverError.internalFailure("the objective is unbounded")
            }
            try pivot(entering: entering, leaving: leaving)
        }
        throw SolverError.internalFailure("pivot limit reached while optimizing")
    }

    /// The restricted basic symbol that first hits zero as `entering` grows (minimum ratio).
    func primalLeavingSymbol(for entering: Symbol) -> Symbol? {
        var choice = MinimumRatio()
        for slot in columns.candidates(for: entering) {
            guard let basic = slots[slot].basic, basic.kind != .external else { continue }
            let coefficient = slots[slot].row.coefficient(of: entering)
            if coefficient < -nearZeroTolerance {
                choice.consider(basic, ratio: -slots[slot].row.constant / coefficient)
            }
        }
        return choice.symbol
    }

    /// Whether `symbol` (non-basic) can grow by a positive amount without making a restricted row
    /// negative, i.e. no degenerate row blocks it.
    func canIncrease(_ symbol: Symbol) -> Bool {
        columns.candidates(for: symbol).allSatisfy { slot in
            guard let basic = slots[slot].basic, basic.kind != .external else { return true }
            let coefficient = slots[slot].row.coefficient(of: symbol)
            return coefficient >= -nearZeroTolerance || slots[slot].row.constant > nearZeroTolerance
        }
    }

    /// The row to pivot on when removing a constraint whose `marker` is non-basic. Prefers a
    /// restricted row that stays feasible (negative coefficient, minimum ratio), then any restricted
    /// row (minimum ratio), then an external row.
    func markerLeavingSymbol(for marker: Symbol) -> Symbol? {
        var shrinking = MinimumRatio()
        var growing = MinimumRatio()
        var unrestricted = MinimumRatio()
        for slot in columns.candidates(for: marker) {
            let coefficient = slots[slot].row.coefficient(of: marker)
            guard let basic = slots[slot].basic, coefficient != 0 else { continue }
            let constant = slots[slot].row.constant
            if basic.kind == .external {
                unrestricted.consider(basic, ratio: 0)
            } else if coefficient < 0 {
                shrinking.consider(basic, ratio: -constant / coefficient)
            } else {
                growing.consider(basic, ratio: constant / coefficient)
            }
        }
        return shrinking.symbol ?? growing.symbol ?? unrestricted.symbol
    }
}
