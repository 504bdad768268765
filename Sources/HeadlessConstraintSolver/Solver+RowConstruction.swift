extension Solver {
    /// Builds the tableau row of `constraint` in terms of current non-basic symbols, creating its
    /// marker and error symbols (errors are priced in the objective right away). The row is scaled
    /// so that its constant is non-negative. Its storage is reserved up front, so building it
    /// allocates once.
    mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintRecord) {
        var row = Row(constant: constraint.expression.constant)
        var capacity = 2
        for term in constraint.expression.terms where !term.coefficient.isNearZero {
            let symbol = externalSymbol(for: term.variable)
            capacity += tableau.row(of: symbol)?.cells.count ?? 1
        }
        row.cells.reserveCapacity(capacity)
        for term in constraint.expression.terms where !term.coefficient.isNearZero {
            let symbol = externalSymbol(for: term.variable)
            if let definition = tableau.row(of: symbol) {
                row.add(definition, times: term.coefficient)
            } else {
                row.add(term.coefficient, for: symbol)
            }
        }
        let (marker, other) = addMarkers(to: &row, for: constraint)
        if row.constant < 0 {
            row.negate()
        }
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other, order: nextOrder)
        nextOrder += 1
        return (row, record)
    }

    /// Inserts a constraint row: directly when a subject can be chosen, otherwise through an
    /// artificial variable. Throws when a required constraint cannot be satisfied.
    mutating func insert(_ row: consuming Row, for record: ConstraintRecord) throws {
        if let subject = chooseSubject(in: row, for: record) {
            try insert(row, solvedFor: subject)
        } else if row.containsOnlyDummies {
            guard row.constant.isNearZero else {
                throw SolverError.unsatisfiableConstraint(
                    record.constraint, conflicts: requiredConstraints(markedIn: row))
            }
            try insert(row, solvedFor: record.marker)
        } else {
            try insertWithArtificialVariable(row, for: record)
        }
    }

    /// Solves the equation `0 = row` for the non-basic `subject` and makes it basic.
    mutating func insert(_ row: consuming Row, solvedFor subject: Symbol) throws {
        var definition = row
        guard definition.solve(for: subject) else {
            throw SolverError.internalFailure("a constraint subject has a zero coefficient")
        }
        tableau.substitute(subject, with: definition)
        tableau.insert(definition, basic: subject)
    }

    /// The external symbol of `variable`, created on first use.
    private mutating func externalSymbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable] {
            return symbol
        }
        let symbol = tableau.makeSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    /// Adds the slack, dummy or error symbols that turn the relation into an equation `row = 0`.
    private mutating func addMarkers(to row: inout Row, for constraint: Constraint) -> (Symbol, Symbol?) {
        let priority = constraint.strength.priority
        let isRequired = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack)
            row.add(sign, for: slack)
            guard !isRequired else { return (slack, nil) }
            let error = makeErrorSymbol(priority: priority)
            row.add(-sign, for: error)
            return (slack, error)
        case .equal:
            guard !isRequired else {
                let dummy = tableau.makeSymbol(.dummy)
                row.add(1, for: dummy)
                return (dummy, nil)
            }
            let plus = makeErrorSymbol(priority: priority)
            let minus = makeErrorSymbol(priority: priority)
            row.add(-1, for: plus)
            row.add(1, for: minus)
            return (plus, minus)
        }
    }

    /// Creates an error symbol and prices it at the level of `priority`.
    private mutating func makeErrorSymbol(priority: Float) -> Symbol {
        let error = tableau.makeSymbol(.error)
        tableau.objective.addError(error, priority: priority)
        return error
    }

    /// The symbol to make basic for a new row: the lowest-id external symbol, else the marker or the
    /// other symbol when it is pivotable with a negative coefficient (it then starts non-negative).
    private func chooseSubject(in row: Row, for record: ConstraintRecord) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) {
            return external.symbol
        }
        return [record.marker, record.other].compactMap { $0 }.first { symbol in
            symbol.isPivotable && row.coefficient(of: symbol) < 0
        }
    }
}
