/// An incremental Cassowary solver for linear equalities and inequalities with priorities.
///
/// `Solver` is a value type: copying it snapshots the whole system (storage is copy-on-write, so
/// copies are cheap until mutated) and a copy can be sent across concurrency domains. Mutate it from
/// one place at a time. Every operation re-optimises from the current tableau: adding or removing a
/// constraint runs the primal simplex, ``suggestValue(_:for:)`` runs the dual simplex.
///
/// Determinism: pivots choose entering and leaving symbols by a fixed creation-order rule (Bland's
/// rule, newest symbol first) and all internal storage is ordered, so the same operations in the
/// same order give bit-identical values in every run. Hash tables are used only for look-ups,
/// never iterated. Near-zero tests use one tolerance, 1e-8, throughout.
package struct Solver: Sendable {
    /// The tableau and objective.
    var tableau = Tableau()
    /// The added constraints.
    var records = IdentityTable<Constraint, ConstraintRecord>()
    /// The required constraints by their marker symbol, for conflict reports.
    var requiredMarkerOwners = MarkerOwners()
    /// The edit variables.
    var edits: [Variable: EditRecord] = [:]
    /// The external symbol of every variable the solver has seen (keys keep variables alive, so an
    /// identity can never be reused by a new object).
    var variableSymbols = IdentityTable<Variable, Symbol>()
    /// The add-order number for the next constraint.
    var nextOrder = 0

    /// Creates an empty solver.
    package init() {}

    /// Whether `constraint` is currently in the solver.
    package func hasConstraint(_ constraint: Constraint) -> Bool {
        records.contains(constraint)
    }

    /// The solved value of `variable`; zero for a variable the solver has never seen or that is a
    /// free parameter. Values are always current: no separate update step is needed.
    package func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable] else { return 0 }
        return tableau.row(of: symbol)?.constant ?? 0
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/nonFiniteConstraint(_:)``, or ``SolverError/unsatisfiableConstraint(_:conflicts:)``
    ///   when a required constraint contradicts the required ones already added. A refused constraint
    ///   leaves the set of constraints unchanged; if the previous optimum was not unique, the solver
    ///   may settle on a different (equally good) optimum.
    package mutating func addConstraint(_ constraint: Constraint) throws {
        guard !records.contains(constraint) else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.strength.isValid else { throw SolverError.invalidPriority(constraint.strength.priority) }
        guard constraint.expression.isFinite else { throw SolverError.nonFiniteConstraint(constraint) }
        let (row, record) = makeRow(for: constraint)
        try insert(row, for: record)
        records[constraint] = record
        if constraint.strength.isRequired {
            requiredMarkerOwners[record.marker] = constraint
        }
        try tableau.optimize(.prioritizedErrors)
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when the constraint is not in the solver.
    package mutating func removeConstraint(_ constraint: Constraint) throws {
        guard let record = records.removeValue(forKey: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        requiredMarkerOwners[record.marker] = nil
        for error in record.errorSymbols {
            tableau.objective.removeError(
                error, priority: constraint.strength.priority, definedBy: tableau.row(of: error))
        }
        if tableau.removeRow(of: record.marker) == nil,
            let leaving = tableau.markerLeavingSymbol(for: record.marker)
        {
            try tableau.pivot(entering: record.marker, leaving: leaving)
            tableau.removeRow(of: record.marker)
        }
        try tableau.optimize(.prioritizedErrors)
    }
}
