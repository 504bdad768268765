import HeadlessConstraintSolver

/// A constraint `Σ coefficients[i] · x[i] + constant (relation) 0` on plain numbers, used to check
/// the solver independently.
struct NumericConstraint {
    let coefficients: [Double]
    let constant: Double
    let relation: Relation
    let priority: Float

    /// How far `point` is from satisfying the constraint (zero when satisfied).
    func violation(at point: [Double]) -> Double {
        let value = zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The same constraint for the solver.
    func constraint(on variables: [Variable]) -> Constraint {
        let terms = zip(coefficients, variables).map { Term($1, coefficient: $0) }
        return Constraint(Expression(terms: terms, constant: constant), relation, strength: Strength(priority: priority))
    }
}

/// A small system with an exact brute-force optimum in two dimensions.
struct NumericSystem {
    var constraints: [NumericConstraint]

    /// The optional priorities present, highest first.
    var levels: [Float] {
        constraints.map(\.priority).filter { $0 < 1000 }.reduce(into: [Float]()) { levels, priority in
            if !levels.contains(priority) { levels.append(priority) }
        }.sorted(by: >)
    }

    /// Whether all required constraints hold at `point`.
    func isFeasible(_ point: [Double], tolerance: Double) -> Bool {
        constraints.allSatisfy { $0.priority < 1000 || $0.violation(at: point) <= tolerance }
    }

    /// The summed errors per priority level, highest first.
    func errors(at point: [Double]) -> [Double] {
        levels.map { level in
            constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(at: point) }
        }
    }

    /// The exact lexicographic optimum for two unknowns: the objective is linear on every cell of
    /// the arrangement of all constraint lines, so some feasible vertex of it is optimal.
    func bruteForceOptimum() -> [Double]? {
        var best: [Double]?
        for (index, first) in constraints.enumerated() {
            for second in constraints[(index + 1)...] {
                guard let point = intersection(first, second), isFeasible(point, tolerance: 1e-7) else { continue }
                let candidate = errors(at: point)
                if best.map({ isLexicographicallyLess(candidate, $0, tolerance: 0) }) ?? true {
                    best = candidate
                }
            }
        }
        return best
    }

    /// The crossing point of the boundary lines of two two-dimensional constraints.
    private func intersection(_ first: NumericConstraint, _ second: NumericConstraint) -> [Double]? {
        let (a1, b1, c1) = (first.coefficients[0], first.coefficients[1], first.constant)
        let (a2, b2, c2) = (second.coefficients[0], second.coefficients[1], second.constant)
        let determinant = a1 * b2 - a2 * b1
        guard abs(determinant) > 1e-12 else { return nil }
        return [(b1 * c2 - b2 * c1) / determinant, (a2 * c1 - a1 * c2) / determinant]
    }
}

/// Lexicographic comparison of error vectors; differences within `tolerance` count as ties.
func isLexicographicallyLess(_ lhs: [Double], _ rhs: [Double], tolerance: Double) -> Bool {
    for (left, right) in zip(lhs, rhs) where abs(left - right) > tolerance {
        return left < right
    }
    return false
}
