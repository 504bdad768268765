/// Everything the ``Solver`` can refuse. No input traps: invalid input is reported here instead.
package enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint instance was already added.
    case duplicateConstraint(Constraint)
    /// The constraint instance was never added (or was already removed).
    case unknownConstraint(Constraint)
    /// A required constraint contradicts the required constraints already added, so it was not
    /// added (UIKit "breaks" it the same way). `conflicts` lists the added required constraints
    /// found to contradict it, in the order they were added; see ``Solver/conflicts(with:)``.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// A suggested edit value is NaN or infinite (or moves the edit by a non-finite amount).
    case nonFiniteSuggestion(Variable, Double)
    /// A priority outside `1...1000`, or NaN.
    case invalidPriority(Float)
    /// Edit variables must be optional; the given strength was ``Strength/required``.
    case requiredEditVariable(Variable)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// A safety limit tripped (pivot-count cap, unbounded objective, zero pivot). This indicates a
    /// numerical problem; the solver stays usable but its values may not be optimal.
    case internalFailure(String)

    /// A plain-words explanation of the error.
    package var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "The constraint \(constraint) has already been added."
        case .unknownConstraint(let constraint):
            "The constraint \(constraint) is not in the solver."
        case .unsatisfiableConstraint(let constraint, let conflicts):
            "The required constraint \(constraint) cannot be satisfied together with: "
                + conflicts.map(\.description).joined(separator: "; ")
        case .nonFiniteConstraint(let constraint):
            "The constraint \(constraint) contains a NaN or infinite number."
        case .nonFiniteSuggestion(let variable, let value):
            "The value \(value) suggested for \(variable) is not a finite number."
        case .invalidPriority(let priority):
            "The priority \(priority) is outside the allowed range 1...1000."
        case .requiredEditVariable(let variable):
            "The edit variable \(variable) must have a priority below required (1000)."
        case .duplicateEditVariable(let variable):
            "The variable \(variable) is already an edit variable."
        case .unknownEditVariable(let variable):
            "The variable \(variable) is not an edit variable."
        case .internalFailure(let reason):
            "Internal solver failure: \(reason)."
        }
    }
}
