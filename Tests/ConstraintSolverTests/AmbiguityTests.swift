import HeadlessConstraintSolver
import Testing

@Suite("Ambiguity detection")
struct AmbiguityTests {
    @Test func unconstrainedAndHalfConstrainedVariablesAreAmbiguous() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = try makeSolver([Constraint(x, .greaterThanOrEqual, 10), Constraint(x + y, .equal, 100)])
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        #expect(solver.isAmbiguous(Variable("never added")))
    }

    @Test func pinnedVariablesAreNotAmbiguous() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = try makeSolver([
            Constraint(x, .greaterThanOrEqual, 10),
            Constraint(x, .equal, 0, strength: .defaultLow),
            Constraint(x + y, .equal, 100),
            Constraint(z, .lessThanOrEqual, y, strength: .defaultHigh),
            Constraint(z, .equal, 500, strength: .defaultLow),
        ])
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(z))
        #expect(approximatelyEqual(solver.value(of: z), 90))
    }

    @Test func equalPrioritiesCompetingForSpaceAreAmbiguous() throws {
        let first = Variable("first")
        let second = Variable("second")
        let solver = try makeSolver([
            Constraint(first + second, .equal, 100),
            Constraint(first, .lessThanOrEqual, 30, strength: .defaultLow),
            Constraint(second, .lessThanOrEqual, 30, strength: .defaultLow),
            Constraint(first, .greaterThanOrEqual, 0),
            Constraint(second, .greaterThanOrEqual, 0),
        ])
        #expect(solver.isAmbiguous(first) || solver.isAmbiguous(second))
        #expect(approximatelyEqual(solver.value(of: first) + solver.value(of: second), 100))
    }
}
