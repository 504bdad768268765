import HeadlessConstraintSolver
import Testing

@Suite("Inequalities and strengths")
struct StrengthTests {
    @Test func requiredInequalityBeatsOptionalEquality() throws {
        let x = Variable("x")
        let solver = try makeSolver([
            Constraint(x, .greaterThanOrEqual, 10),
            Constraint(x, .equal, 5, strength: .defaultHigh),
        ])
        #expect(approximatelyEqual(solver.value(of: x), 10))
    }

    @Test func upperBoundClampsPreference() throws {
        let x = Variable("x")
        let solver = try makeSolver([
            Constraint(x, .lessThanOrEqual, 20),
            Constraint(x, .equal, 30, strength: .defaultLow),
        ])
        #expect(approximatelyEqual(solver.value(of: x), 20))
    }

    @Test func higherOptionalPriorityWins() throws {
        let x = Variable("x")
        let solver = try makeSolver([
            Constraint(x, .equal, 20, strength: .defaultLow),
            Constraint(x, .equal, 10, strength: .defaultHigh),
        ])
        #expect(approximatelyEqual(solver.value(of: x), 10))
    }

    @Test func optionalInequalityIsHonouredWhenPossible() throws {
        let x = Variable("x")
        let solver = try makeSolver([
            Constraint(x, .greaterThanOrEqual, 40, strength: Strength(priority: 500)),
            Constraint(x, .equal, 0, strength: Strength(priority: 499)),
        ])
        #expect(approximatelyEqual(solver.value(of: x), 40))
    }

    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        let x = Variable("x")
        let solver = try makeSolver([
            Constraint(x, .equal, 1, strength: Strength(priority: 999)),
            Constraint(x, .equal, 2, strength: Strength(priority: 999.5)),
        ])
        #expect(approximatelyEqual(solver.value(of: x), 2))
    }

    @Test func strengthValidity() {
        #expect(Strength.required.isRequired)
        #expect(!Strength(priority: 999.9).isRequired)
        #expect(Strength(priority: 1).isValid)
        #expect(!Strength(priority: 0).isValid)
        #expect(!Strength(priority: 1000.5).isValid)
        #expect(!Strength(priority: .nan).isValid)
        #expect(Strength.defaultLow < Strength.defaultHigh)
    }
}

@Suite("Priority dominance")
struct PriorityDominanceTests {
    @Test func one751BeatsAHundred750sOnOneVariable() throws {
        let x = Variable("x")
        var constraints = [Constraint(x, .equal, 0, strength: Strength(priority: 751))]
        constraints += (0..<100).map { _ in Constraint(x, .equal, 100, strength: Strength(priority: 750)) }
        let solver = try makeSolver(constraints)
        #expect(approximatelyEqual(solver.value(of: x), 0))
    }

    @Test func one751BeatsAHundred750sThroughRequiredLinks() throws {
        let x = Variable("x")
        var constraints: [Constraint] = []
        for index in 0..<100 {
            let follower = Variable("y\(index)")
            constraints.append(Constraint(follower, .equal, x))
            constraints.append(Constraint(follower, .equal, 100, strength: Strength(priority: 750)))
        }
        constraints.append(Constraint(x, .lessThanOrEqual, 0, strength: Strength(priority: 751)))
        let solver = try makeSolver(constraints)
        #expect(approximatelyEqual(solver.value(of: x), 0))
    }

    @Test func lowerPrioritiesStillOptimiseWithinTheHigherOptimum() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = try makeSolver([
            Constraint(x + y, .equal, 100, strength: Strength(priority: 900)),
            Constraint(x, .equal, 70, strength: Strength(priority: 2)),
            Constraint(y, .equal, 90, strength: Strength(priority: 1)),
        ])
        #expect(approximatelyEqual(solver.value(of: x), 70))
        #expect(approximatelyEqual(solver.value(of: y), 30))
    }
}
