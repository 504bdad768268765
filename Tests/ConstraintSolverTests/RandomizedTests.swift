import HeadlessConstraintSolver
import Testing

@Suite("Randomized systems against brute force")
struct RandomizedTests {
    static let optionalPriorities: [Float] = [100, 250, 251, 500, 750, 999]

    /// A random constraint with small integer coefficients; required ones hold at `anchor`.
    func randomConstraint(
        dimensions: Int, anchor: [Double], required: Bool,
        using generator: inout SeededGenerator
    ) -> NumericConstraint {
        var coefficients = (0..<dimensions).map { _ in Double(Int.random(in: -3...3, using: &generator)) }
        if coefficients.allSatisfy({ $0 == 0 }) {
            coefficients[0] = 1
        }
        let atAnchor = zip(coefficients, anchor).reduce(0) { $0 + $1.0 * $1.1 }
        if required {
            let isEquality = Int.random(in: 0..<5, using: &generator) == 0
            let slack = isEquality ? 0 : Double(Int.random(in: 0...20, using: &generator))
            return NumericConstraint(
                coefficients: coefficients, constant: -atAnchor - slack,
                relation: isEquality ? .equal : .lessThanOrEqual, priority: 1000)
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator) ?? .equal
        return NumericConstraint(
            coefficients: coefficients, constant: Double(Int.random(in: -150...150, using: &generator)),
            relation: relation, priority: Self.optionalPriorities.randomElement(using: &generator) ?? 100)
    }

    /// A random feasible system: a box `0...100` per unknown (first, never removed), then shuffled
    /// required constraints that hold at a random anchor point, and optional preferences.
    func randomSystem(dimensions: Int, using generator: inout SeededGenerator) -> (NumericSystem, anchor: [Double]) {
        let anchor = (0..<dimensions).map { _ in Double(Int.random(in: 0...100, using: &generator)) }
        var box: [NumericConstraint] = []
        for axis in 0..<dimensions {
            let unit = (0..<dimensions).map { $0 == axis ? 1.0 : 0 }
            box.append(NumericConstraint(coefficients: unit, constant: 0, relation: .greaterThanOrEqual, priority: 1000))
            box.append(NumericConstraint(coefficients: unit, constant: -100, relation: .lessThanOrEqual, priority: 1000))
        }
        var others: [NumericConstraint] = []
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            others.append(randomConstraint(dimensions: dimensions, anchor: anchor, required: true, using: &generator))
        }
        for _ in 0..<Int.random(in: 1...5, using: &generator) {
            others.append(randomConstraint(dimensions: dimensions, anchor: anchor, required: false, using: &generator))
        }
        others.shuffle(using: &generator)
        return (NumericSystem(constraints: box + others), anchor)
    }

    /// Checks the solver's point: required constraints hold within 1e-6 and its error vector is not
    /// lexicographically worse than any of `references`.
    func expectOptimal(
        _ solver: Solver, _ variables: [Variable], _ system: NumericSystem,
        notWorseThan references: [[Double]], trial: Int
    ) {
        let point = variables.map { solver.value(of: $0) }
        #expect(system.isFeasible(point, tolerance: 1e-6), "trial \(trial): infeasible \(point)")
        let achieved = system.errors(at: point)
        for reference in references {
            #expect(
                !isLexicographicallyLess(reference, achieved, tolerance: 1e-6),
                "trial \(trial): \(achieved) is worse than \(reference)")
        }
    }

    /// Checks against the exact two-dimensional optimum.
    func expectExactOptimum(_ solver: Solver, _ variables: [Variable], _ system: NumericSystem, trial: Int) throws {
        let optimum = try #require(system.bruteForceOptimum(), "trial \(trial): no feasible vertex")
        expectOptimal(solver, variables, system, notWorseThan: [optimum], trial: trial)
    }

    @Test func twoUnknownsMatchTheExactOptimumThroughAddsRemovalsAndEdits() throws {
        for trial in 0..<300 {
            var generator = SeededGenerator(seed: UInt64(trial))
            var (system, _) = randomSystem(dimensions: 2, using: &generator)
            let variables = [Variable("x"), Variable("y")]
            var constraints = system.constraints.map { $0.constraint(on: variables) }
            var solver = try makeSolver(constraints)
            try expectExactOptimum(solver, variables, system, trial: trial)

            for index in (4..<constraints.count).reversed() where Bool.random(using: &generator) {
                try solver.removeConstraint(constraints.remove(at: index))
                system.constraints.remove(at: index)
            }
            try expectExactOptimum(solver, variables, system, trial: trial)

            try solver.addEditVariable(variables[0], strength: Strength(priority: 600))
            for _ in 0..<3 {
                let target = Double(Int.random(in: -20...120, using: &generator))
                try solver.suggestValue(target, for: variables[0])
                var edited = system
                edited.constraints.append(NumericConstraint(coefficients: [1, 0], constant: -target, relation: .equal, priority: 600))
                try expectExactOptimum(solver, variables, edited, trial: trial)
            }
        }
    }

    @Test func higherDimensionsAreFeasibleAndBeatSampledPoints() throws {
        for trial in 0..<200 {
            var generator = SeededGenerator(seed: UInt64(10_000 + trial))
            let dimensions = Int.random(in: 3...4, using: &generator)
            let (system, anchor) = randomSystem(dimensions: dimensions, using: &generator)
            let variables = (0..<dimensions).map { Variable("x\($0)") }
            let solver = try makeSolver(system.constraints.map { $0.constraint(on: variables) })
            var samples = [anchor]
            for _ in 0..<300 {
                let point = (0..<dimensions).map { _ in Double(Int.random(in: 0...100, using: &generator)) }
                if system.isFeasible(point, tolerance: 0) {
                    samples.append(point)
                }
            }
            expectOptimal(solver, variables, system, notWorseThan: samples.map { system.errors(at: $0) }, trial: trial)
        }
    }
}
