import Testing

@testable import HeadlessConstraintSolver

@Suite("Identity table")
struct IdentityTableTests {
    /// Inserts, overwrites and removes many keys in a scrambled order (so probe runs collide and
    /// backward-shift deletion moves entries) and checks every look-up against a reference list.
    @Test func matchesAReferenceThroughInsertionsAndRemovals() {
        var generator = SeededGenerator(seed: 11)
        let variables = (0..<600).map { Variable("v\($0)") }
        var table = IdentityTable<Variable, Int>()
        var reference: [Int?] = Array(repeating: nil, count: variables.count)
        for step in 0..<5_000 {
            let index = Int.random(in: 0..<variables.count, using: &generator)
            if Bool.random(using: &generator) {
                table[variables[index]] = step
                reference[index] = step
            } else {
                let removed = table.removeValue(forKey: variables[index])
                #expect(removed == reference[index])
                reference[index] = nil
            }
        }
        for (index, variable) in variables.enumerated() {
            #expect(table[variable] == reference[index])
            #expect(table.contains(variable) == (reference[index] != nil))
        }
    }

    /// Assigning nil removes an entry, and removing an absent key is a no-op.
    @Test func assigningNilRemoves() {
        let x = Variable("x")
        let y = Variable("y")
        var table = IdentityTable<Variable, Double>()
        table[x] = 1
        table[y] = 2
        table[x] = nil
        #expect(table[x] == nil)
        #expect(table[y] == 2)
        let absent = table.removeValue(forKey: x)
        let present = table.removeValue(forKey: y)
        #expect(absent == nil)
        #expect(present == 2)
        #expect(!table.contains(y))
    }
}
