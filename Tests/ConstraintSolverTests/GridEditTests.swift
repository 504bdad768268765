import HeadlessConstraintSolver
import Testing

@Suite("Editing a built grid")
struct GridEditTests {
    /// A grid of `rows` × `columns` views chained by required spacing constraints, as a layout engine
    /// builds it; `spacing(index)` gives the leading gap of view `index`.
    struct Grid {
        let rows = 4
        let columns = 5
        let root = (x: Variable("root.x"), y: Variable("root.y"), width: Variable("root.width"))
        let views: [(x: Variable, y: Variable, width: Variable, height: Variable)]

        init() {
            views = (0..<20).map { ("x\($0)", "y\($0)", "w\($0)", "h\($0)") }
                .map { (Variable($0.0), Variable($0.1), Variable($0.2), Variable($0.3)) }
        }

        /// The leading constraint of view `index` with the given gap.
        func leading(_ index: Int, gap: Double) -> Constraint {
            let view = views[index]
            guard index % columns > 0 else { return Constraint(view.x, .equal, root.x + gap) }
            let previous = views[index - 1]
            return Constraint(view.x, .equal, previous.x + previous.width + gap)
        }

        /// Every constraint but the leading ones, in build order.
        func otherConstraints() -> [Constraint] {
            var constraints = [
                Constraint(root.x, .equal, 0), Constraint(root.y, .equal, 0),
                Constraint(root.width, .equal, 393),
            ]
            for (index, view) in views.enumerated() {
                let above = index >= columns ? views[index - columns] : nil
                constraints.append(Constraint(view.y, .equal, above.map { $0.y + $0.height + 4 } ?? root.y + 4))
                let first = views[index - index % columns]
                constraints.append(
                    index % columns == 0
                        ? Constraint(view.width, .equal, 0.1 * root.width - 4.4)
                        : Constraint(view.width, .equal, first.width))
                constraints.append(Constraint(view.height, .equal, 20))
            }
            return constraints
        }
    }

    /// Replacing leading constraints many times (removals leave stale column entries that must be
    /// compacted away) gives the same layout as building the final system from scratch.
    @Test func replacingConstraintsMatchesAFreshBuild() throws {
        let grid = Grid()
        var gaps = Array(repeating: 4.0, count: grid.views.count)
        var leading = gaps.indices.map { grid.leading($0, gap: gaps[$0]) }
        var solver = try makeSolver(leading + grid.otherConstraints())
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            let index = Int.random(in: 0..<grid.views.count, using: &generator)
            gaps[index] = Double(Int.random(in: 0...12, using: &generator))
            let replacement = grid.leading(index, gap: gaps[index])
            try solver.removeConstraint(leading[index])
            try solver.addConstraint(replacement)
            leading[index] = replacement
        }
        let fresh = try makeSolver(grid.otherConstraints() + leading)
        for view in grid.views {
            for variable in [view.x, view.y, view.width, view.height] {
                #expect(approximatelyEqual(solver.value(of: variable), fresh.value(of: variable)))
            }
        }
        #expect(approximatelyEqual(fresh.value(of: grid.views[4].x), gaps[0...4].reduce(0, +) + 4 * 34.9))
    }
}
