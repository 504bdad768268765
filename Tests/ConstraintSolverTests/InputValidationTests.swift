import HeadlessConstraintSolver
import Testing

@Suite("Refused input")
struct InputValidationTests {
    /// Runs `body` and returns the `SolverError` it throws, recording an issue otherwise.
    func solverError(_ body: () throws -> Void) -> SolverError? {
        do {
            try body()
        } catch let error as SolverError {
            #expect(!error.description.isEmpty)
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
        Issue.record("expected an error")
        return nil
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let constraint = Constraint(x, .equal, 1)
        var solver = try makeSolver([constraint])
        guard case .duplicateConstraint(let duplicate) = solverError({ try solver.addConstraint(constraint) }) else {
            Issue.record("expected duplicateConstraint")
            return
        }
        #expect(duplicate === constraint)
        try solver.removeConstraint(constraint)
        guard case .unknownConstraint = solverError({ try solver.removeConstraint(constraint) }) else {
            Issue.record("expected unknownConstraint")
            return
        }
    }

    @Test func nonFiniteConstraintsAreRefused() {
        let x = Variable("x")
        var solver = Solver()
        for constraint in [
            Constraint(x * .nan, .equal, 1),
            Constraint(x, .equal, Double.infinity),
            Constraint(x / 0, .lessThanOrEqual, 3),
            Constraint(x + -Double.infinity, .greaterThanOrEqual, 0, strength: .defaultLow),
        ] {
            guard case .nonFiniteConstraint = solverError({ try solver.addConstraint(constraint) }) else {
                Issue.record("expected nonFiniteConstraint")
                continue
            }
            #expect(!solver.hasConstraint(constraint))
        }
    }

    @Test func invalidPrioritiesAreRefused() {
        let x = Variable("x")
        var solver = Solver()
        for priority: Float in [0, -5, 1000.5, .nan, .infinity] {
            let constraint = Constraint(x, .equal, 1, strength: Strength(priority: priority))
            guard case .invalidPriority = solverError({ try solver.addConstraint(constraint) }) else {
                Issue.record("expected invalidPriority for \(priority)")
                continue
            }
            guard
                case .invalidPriority = solverError({
                    try solver.addEditVariable(x, strength: Strength(priority: priority))
                })
            else {
                Issue.record("expected invalidPriority for an edit variable")
                continue
            }
        }
    }

    @Test func editVariableMisuseIsRefused() throws {
        let x = Variable("x")
        var solver = Solver()
        guard case .requiredEditVariable = solverError({ try solver.addEditVariable(x, strength: .required) }) else {
            Issue.record("expected requiredEditVariable")
            return
        }
        guard case .unknownEditVariable = solverError({ try solver.suggestValue(1, for: x) }) else {
            Issue.record("expected unknownEditVariable")
            return
        }
        guard case .unknownEditVariable = solverError({ try solver.removeEditVariable(x) }) else {
            Issue.record("expected unknownEditVariable")
            return
        }
        try solver.addEditVariable(x, strength: .defaultHigh)
        guard case .duplicateEditVariable = solverError({ try solver.addEditVariable(x, strength: .defaultLow) }) else {
            Issue.record("expected duplicateEditVariable")
            return
        }
        try solver.suggestValue(5, for: x)
        for value in [Double.nan, .infinity, -.infinity] {
            guard case .nonFiniteSuggestion = solverError({ try solver.suggestValue(value, for: x) }) else {
                Issue.record("expected nonFiniteSuggestion")
                continue
            }
        }
        #expect(approximatelyEqual(solver.value(of: x), 5))
    }
}
