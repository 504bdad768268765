import HeadlessConstraintSolver
import Testing

@Suite("Edit variables")
struct EditVariableTests {
    @Test func dragAcrossAnInequalityBoundaryAndBack() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = try makeSolver([
            Constraint(x, .greaterThanOrEqual, 100),
            Constraint(y, .equal, x + 10),
        ])
        try solver.addEditVariable(x, strength: Strength(priority: 999))
        for (suggestion, expected) in [(50.0, 100.0), (150, 150), (50, 100), (300, 300), (99, 100), (100.5, 100.5)] {
            try solver.suggestValue(suggestion, for: x)
            #expect(approximatelyEqual(solver.value(of: x), expected))
            #expect(approximatelyEqual(solver.value(of: y), expected + 10))
        }
    }

    @Test func weakEditLosesToStrongerPreference() throws {
        let x = Variable("x")
        var solver = try makeSolver([Constraint(x, .equal, 10, strength: .defaultHigh)])
        try solver.addEditVariable(x, strength: Strength(priority: 500))
        try solver.suggestValue(50, for: x)
        #expect(approximatelyEqual(solver.value(of: x), 10))
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: Strength(priority: 999))
        try solver.suggestValue(50, for: x)
        #expect(approximatelyEqual(solver.value(of: x), 50))
    }

    @Test func draggingARectangleKeepsItsRequiredRelations() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        var solver = try makeSolver([
            Constraint(right, .equal, left + width),
            Constraint(width, .greaterThanOrEqual, 20),
            Constraint(right, .lessThanOrEqual, 200),
            Constraint(left, .greaterThanOrEqual, 0),
        ])
        try solver.addEditVariable(left, strength: Strength(priority: 900))
        try solver.addEditVariable(width, strength: Strength(priority: 800))
        try solver.suggestValue(30, for: left)
        try solver.suggestValue(50, for: width)
        #expect(approximatelyEqual(solver.value(of: right), 80))
        try solver.suggestValue(190, for: left)
        #expect(approximatelyEqual(solver.value(of: left), 180))
        #expect(approximatelyEqual(solver.value(of: width), 20))
        try solver.suggestValue(-40, for: left)
        #expect(approximatelyEqual(solver.value(of: left), 0))
        #expect(approximatelyEqual(solver.value(of: width), 50))
        #expect(solver.hasEditVariable(left))
    }

    @Test func removingAnEditVariableReleasesItsValue() throws {
        let x = Variable("x")
        var solver = try makeSolver([Constraint(x, .equal, 5, strength: .defaultLow)])
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(42, for: x)
        #expect(approximatelyEqual(solver.value(of: x), 42))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(approximatelyEqual(solver.value(of: x), 5))
    }
}
