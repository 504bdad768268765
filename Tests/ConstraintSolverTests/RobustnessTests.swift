import HeadlessConstraintSolver
import Testing

@Suite("Robustness")
struct RobustnessTests {
    @Test func extremeMagnitudesNeverTrapOrHang() {
        let magnitudes = [1e-300, 1e-9, 1e-7, 1, 1e9, 1e150, 1e300, Double.greatestFiniteMagnitude]
        var generator = SeededGenerator(seed: 99)
        let variables = (0..<6).map { Variable("v\($0)") }
        var solver = Solver()
        var added: [Constraint] = []
        for _ in 0..<200 {
            let first = variables.randomElement(using: &generator) ?? variables[0]
            let second = variables.randomElement(using: &generator) ?? variables[1]
            let scale = magnitudes.randomElement(using: &generator) ?? 1
            let sign = Bool.random(using: &generator) ? 1.0 : -1.0
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator) ?? .equal
            let priority = Float([1, 250, 750, 999, 1000].randomElement(using: &generator) ?? 1000)
            let constraint = Constraint(
                first * (sign * scale) + second, relation, scale * sign,
                strength: Strength(priority: priority))
            if (try? solver.addConstraint(constraint)) != nil {
                added.append(constraint)
            }
        }
        _ = try? solver.addEditVariable(variables[0], strength: .defaultHigh)
        for value in [1e300, -1e300, 0, 1e-300, 5] {
            _ = try? solver.suggestValue(value, for: variables[0])
        }
        for constraint in added.reversed() {
            _ = try? solver.removeConstraint(constraint)
        }
        _ = variables.map { (solver.value(of: $0), solver.isAmbiguous($0)) }
        #expect(!added.isEmpty)
        #expect(added.allSatisfy { !solver.hasConstraint($0) })
    }

    @Test func zeroAndCancellingCoefficientsAreHarmless() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        try solver.addConstraint(Constraint(x - x + 0 * y, .lessThanOrEqual, 5))
        let impossible = Constraint(x - x, .equal, 5)
        #expect(throws: SolverError.self) { try solver.addConstraint(impossible) }
        try solver.addConstraint(Constraint(x + x, .equal, 8))
        #expect(approximatelyEqual(solver.value(of: x), 4))
    }
}
