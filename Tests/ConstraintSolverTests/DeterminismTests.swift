import HeadlessConstraintSolver
import Testing

@Suite("Determinism")
struct DeterminismTests {
    /// Builds a 300-constraint system with many equal-priority ties (so the result depends on
    /// tie-breaking), edits and removes some of it, and returns the bit patterns of all values.
    /// `padding` unrelated variables are allocated first, so identities, addresses and hashes of
    /// the system's variables differ between calls.
    func run(seed: UInt64, padding: Int) -> [UInt64] {
        let unrelated = (0..<padding).map { Variable("padding\($0)") }
        var generator = SeededGenerator(seed: seed)
        let variables = (0..<60).map { Variable("v\($0)") }
        let priorities: [Float] = [250, 250, 500, 750, 1000]
        var constraints: [Constraint] = []
        while constraints.count < 300 {
            let first = Int.random(in: 1..<variables.count, using: &generator)
            let second = Int.random(in: 0..<first, using: &generator)
            let offset = Double(Int.random(in: 0...10, using: &generator))
            let strength = Strength(priority: priorities.randomElement(using: &generator) ?? 250)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                constraints.append(Constraint(variables[first], .greaterThanOrEqual, variables[second] + offset))
            case 1:
                constraints.append(Constraint(variables[first], .lessThanOrEqual, 1000))
            case 2:
                constraints.append(Constraint(variables[first], .equal, offset * 37, strength: strength))
            default:
                constraints.append(
                    Constraint(
                        variables[first] - variables[second], .equal, offset,
                        strength: Strength(priority: min(strength.priority, 999))))
            }
        }
        var solver = Solver()
        var outcome: [UInt64] = []
        for constraint in constraints {
            outcome.append((try? solver.addConstraint(constraint)) == nil ? 0 : 1)
        }
        try? solver.addEditVariable(variables[5], strength: Strength(priority: 900))
        for suggestion in [40.0, 400, 3, 250] {
            try? solver.suggestValue(suggestion, for: variables[5])
        }
        for constraint in constraints.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
            try? solver.removeConstraint(constraint)
        }
        outcome += variables.map { solver.value(of: $0).bitPattern }
        outcome += variables.map { solver.isAmbiguous($0) ? 1 : 0 }
        #expect(unrelated.count == padding)
        return outcome
    }

    @Test func sameSystemTwiceGivesBitIdenticalValues() {
        let first = run(seed: 42, padding: 0)
        let second = run(seed: 42, padding: 0)
        #expect(first == second)
        #expect(first.count == 300 + 120)
    }

    @Test func resultsDoNotDependOnVariableIdentities() {
        let reference = run(seed: 7, padding: 0)
        var keepAlive: [Variable] = []
        for padding in [1, 33, 1000] {
            keepAlive += (0..<padding).map { Variable("junk\($0)") }
            #expect(run(seed: 7, padding: padding) == reference)
        }
        #expect(!keepAlive.isEmpty)
    }

    @Test func copiesOfASolverEvolveIdentically() throws {
        let x = Variable("x")
        let y = Variable("y")
        var original = try makeSolver([
            Constraint(x + y, .equal, 10),
            Constraint(x, .lessThanOrEqual, 4, strength: .defaultLow),
            Constraint(y, .lessThanOrEqual, 4, strength: .defaultLow),
        ])
        var copy = original
        let extra = Constraint(x, .greaterThanOrEqual, 3)
        try original.addConstraint(extra)
        try copy.addConstraint(extra)
        #expect(original.value(of: x).bitPattern == copy.value(of: x).bitPattern)
        #expect(original.value(of: y).bitPattern == copy.value(of: y).bitPattern)
    }
}
