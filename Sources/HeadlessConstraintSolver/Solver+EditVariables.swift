extension Solver {
    /// Makes `variable` editable: adds an optional `variable == value` constraint whose value is
    /// then moved with ``suggestValue(_:for:)``. The initial suggested value is zero.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidPriority(_:)``, or
    ///   ``SolverError/requiredEditVariable(_:)`` for a required strength.
    package mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard strength.isValid else { throw SolverError.invalidPriority(strength.priority) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = EditRecord(constraint: constraint, suggestedValue: 0)
    }

    /// Removes an edit variable and its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    package mutating func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeConstraint(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a new value for an edit variable and re-solves incrementally with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, or ``SolverError/nonFiniteSuggestion(_:_:)``
    ///   for NaN or infinite values.
    package mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let edit = edits[variable], let record = records[edit.constraint], let minus = record.other else {
            throw SolverError.unknownEditVariable(variable)
        }
        let delta = value - edit.suggestedValue
        guard value.isFinite, delta.isFinite else { throw SolverError.nonFiniteSuggestion(variable, value) }
        edits[variable]?.suggestedValue = value
        let infeasible = tableau.shiftEditConstant(plus: record.marker, minus: minus, by: delta)
        try tableau.dualOptimize(startingWith: infeasible)
    }
}
