import HeadlessConstraintSolver
import Testing

@Suite("Building expressions and constraints")
struct ExpressionTests {
    @Test func operatorsCombineTermsAndConstants() {
        let x = Variable("x")
        let y = Variable("y")
        let expression = 2 * x + y * 0.5 - 10
        #expect(expression.terms.map(\.coefficient) == [2, 0.5])
        #expect(expression.terms.map(\.variable) == [x, y])
        #expect(expression.constant == -10)

        let negated = -(x - y) / 2
        #expect(negated.terms.map(\.coefficient) == [-0.5, 0.5])
        #expect((10 - x).constant == 10)
        #expect((10 - x).terms.first?.coefficient == -1)
    }

    @Test func constraintStoresLeftMinusRight() {
        let x = Variable("x")
        let y = Variable("y")
        let constraint = Constraint(x + 10, .equal, y, strength: .defaultHigh)
        #expect(constraint.expression.terms.map(\.coefficient) == [1, -1])
        #expect(constraint.expression.constant == 10)
        #expect(constraint.strength.priority == 750)
        #expect(constraint.description.contains("=="))
        #expect(Constraint(x, .greaterThanOrEqual, 0).expression.constant == 0)
    }

    @Test func constraintsAndVariablesHaveIdentity() {
        let x = Variable("x")
        let twin = Variable("x")
        #expect(x != twin)
        let first = Constraint(x, .equal, 1)
        let second = Constraint(x, .equal, 1)
        #expect(first != second)
        #expect(first == first)
    }

    @Test func solvesSimpleEqualities() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = try makeSolver([
            Constraint(x, .equal, 10),
            Constraint(x + y, .equal, 25),
            Constraint(2 * z, .equal, x + y - 5),
        ])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 10)
        #expect(solver.value(of: Variable("unknown")) == 0)
    }
}
