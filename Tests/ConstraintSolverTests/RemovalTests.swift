import HeadlessConstraintSolver
import Testing

@Suite("Removing constraints")
struct RemovalTests {
    @Test func valuesReturnAfterRemovingOptionalConstraints() throws {
        let x = Variable("x")
        let strong = Constraint(x, .equal, 10, strength: .defaultHigh)
        let weak = Constraint(x, .equal, 20, strength: .defaultLow)
        var solver = try makeSolver([strong, weak])
        #expect(approximatelyEqual(solver.value(of: x), 10))
        try solver.removeConstraint(strong)
        #expect(!solver.hasConstraint(strong))
        #expect(approximatelyEqual(solver.value(of: x), 20))
        try solver.addConstraint(strong)
        #expect(approximatelyEqual(solver.value(of: x), 10))
    }

    @Test func valuesReturnAfterRemovingRequiredConstraints() throws {
        let x = Variable("x")
        let y = Variable("y")
        let floor = Constraint(x, .greaterThanOrEqual, 30)
        let link = Constraint(y, .equal, 2 * x)
        var solver = try makeSolver([Constraint(x, .equal, 10, strength: .defaultLow), floor, link])
        #expect(approximatelyEqual(solver.value(of: y), 60))
        try solver.removeConstraint(floor)
        #expect(approximatelyEqual(solver.value(of: x), 10))
        #expect(approximatelyEqual(solver.value(of: y), 20))
        try solver.removeConstraint(link)
        try solver.addConstraint(Constraint(y, .equal, x + 1))
        #expect(approximatelyEqual(solver.value(of: y), 11))
    }

    @Test func removingEverythingEmptiesTheSolver() throws {
        let x = Variable("x")
        let y = Variable("y")
        let constraints = [
            Constraint(x, .greaterThanOrEqual, 1),
            Constraint(x + y, .equal, 10),
            Constraint(y, .lessThanOrEqual, 4, strength: .defaultHigh),
            Constraint(x, .equal, 3, strength: .defaultLow),
        ]
        var solver = try makeSolver(constraints)
        #expect(approximatelyEqual(solver.value(of: y), 4))
        for constraint in constraints.reversed() {
            try solver.removeConstraint(constraint)
        }
        #expect(constraints.allSatisfy { !solver.hasConstraint($0) })
        try solver.addConstraint(Constraint(x, .equal, 7))
        #expect(approximatelyEqual(solver.value(of: x), 7))
    }
}
