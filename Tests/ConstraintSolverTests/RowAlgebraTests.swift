import Testing

@testable import HeadlessConstraintSolver

@Suite("Row algebra")
struct RowAlgebraTests {
    /// A row over the given `(id, coefficient)` cells of external symbols.
    func row(_ cells: [(Int, Double)], constant: Double = 0) -> Row {
        var row = Row(constant: constant)
        for (id, coefficient) in cells {
            row.add(coefficient, for: Symbol(id: id, kind: .external))
        }
        return row
    }

    /// The coefficients of a row by symbol id.
    func cells(of row: Row) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol.id, $0.coefficient) })
    }

    @Test func addingARowMergesInterleavedCellsInOrderAndRecordsOnlyNewSymbols() {
        var target = row([(1, 1), (4, 2), (9, -1)], constant: 3)
        let other = row([(0, 5), (4, 1), (6, 2), (12, 1)], constant: 1)
        var inserted: [Symbol] = []
        target.add(other, times: 2, recorder: &inserted)
        #expect(target.cells.map(\.symbol.id) == [0, 1, 4, 6, 9, 12])
        #expect(cells(of: target) == [0: 10, 1: 1, 4: 4, 6: 4, 9: -1, 12: 2])
        #expect(target.constant == 5)
        #expect(inserted.map(\.id) == [0, 6, 12])
    }

    @Test func cellsThatCancelOutAreDropped() {
        var target = row([(2, 1), (3, 1), (5, 2)])
        var inserted: [Symbol] = []
        target.add(row([(2, -1), (5, -2), (7, 1)]), times: 1, recorder: &inserted)
        #expect(target.cells.map(\.symbol.id) == [3, 7])
        #expect(inserted.map(\.id) == [7])
    }

    @Test func solvingRemovesTheSubjectAndScalesTheRest() {
        var equation = row([(1, 2), (3, -4), (8, 1)], constant: 6)
        let solved = equation.solve(for: Symbol(id: 3, kind: .external))
        #expect(solved)
        #expect(cells(of: equation) == [1: 0.5, 8: 0.25])
        #expect(equation.constant == 1.5)
        let solvedAgain = equation.solve(for: Symbol(id: 3, kind: .external))
        #expect(!solvedAgain)
    }
}
