import HeadlessConstraintSolver
import Testing

@Suite("Unsatisfiable required constraints")
struct ConflictTests {
    /// Adds `constraint`, expecting a refusal, and returns the reported conflicts.
    func refusal(of constraint: Constraint, in solver: inout Solver) -> [Constraint]? {
        do {
            try solver.addConstraint(constraint)
        } catch SolverError.unsatisfiableConstraint(let refused, let conflicts) {
            #expect(refused === constraint)
            return conflicts
        } catch {
            Issue.record("unexpected error \(error)")
        }
        return nil
    }

    @Test func contradictoryEqualitiesNameEachOther() throws {
        let x = Variable("x")
        let y = Variable("y")
        let first = Constraint(x, .equal, 10)
        let unrelated = Constraint(y, .equal, 5)
        var solver = try makeSolver([first, unrelated])
        let second = Constraint(x, .equal, 20)
        let conflicts = try #require(refusal(of: second, in: &solver))
        #expect(conflicts == [first])
        #expect(!solver.hasConstraint(second))
        #expect(solver.value(of: x) == 10)
        #expect(solver.conflicts(with: second) == [first])
    }

    @Test func inequalityChainIsReportedWithoutBystanders() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let floor = Constraint(x, .greaterThanOrEqual, 10)
        let gap = Constraint(y, .greaterThanOrEqual, x + 5)
        let bystander = Constraint(z, .equal, 3)
        let loose = Constraint(y, .lessThanOrEqual, 1000)
        let preference = Constraint(y, .equal, 40, strength: .defaultHigh)
        var solver = try makeSolver([floor, bystander, gap, loose, preference])
        let ceiling = Constraint(y, .lessThanOrEqual, 12)
        let conflicts = try #require(refusal(of: ceiling, in: &solver))
        #expect(conflicts == [floor, gap])
        #expect(approximatelyEqual(solver.value(of: y), 40))
        #expect(solver.value(of: x) >= 10 - 1e-9)
        #expect(solver.value(of: y) >= solver.value(of: x) + 5 - 1e-9)

        let compatible = Constraint(y, .lessThanOrEqual, 30)
        #expect(solver.conflicts(with: compatible).isEmpty)
        try solver.addConstraint(compatible)
        #expect(approximatelyEqual(solver.value(of: y), 30))
    }

    @Test func layoutStyleConflictNamesThePinningConstraints() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let pinWidth = Constraint(width, .equal, 100)
        let pinLeft = Constraint(left, .equal, 0)
        let edges = Constraint(right, .equal, left + width)
        let unrelated = Constraint(Variable("other"), .greaterThanOrEqual, 1)
        var solver = try makeSolver([pinWidth, unrelated, pinLeft, edges])
        let tooNarrow = Constraint(right, .lessThanOrEqual, 50)
        let conflicts = try #require(refusal(of: tooNarrow, in: &solver))
        #expect(conflicts == [pinWidth, pinLeft, edges])
        #expect(approximatelyEqual(solver.value(of: right), 100))
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let x = Variable("x")
        var solver = try makeSolver([Constraint(x, .equal, 10)])
        let wish = Constraint(x, .equal, 20, strength: Strength(priority: 999))
        #expect(solver.conflicts(with: wish).isEmpty)
        try solver.addConstraint(wish)
        #expect(approximatelyEqual(solver.value(of: x), 10))
    }

    @Test func errorDescribesTheRefusedConstraintAndItsConflicts() throws {
        let x = Variable("width")
        let first = Constraint(x, .greaterThanOrEqual, 10)
        var solver = try makeSolver([first])
        let refused = Constraint(x, .lessThanOrEqual, 5)
        do {
            try solver.addConstraint(refused)
            Issue.record("expected a refusal")
        } catch let error as SolverError {
            #expect(error.description.contains("width"))
            #expect(error.description.contains("cannot be satisfied"))
        }
    }
}
