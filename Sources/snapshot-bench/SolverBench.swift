import HeadlessConstraintSolver
import HeadlessRaster

/// The `solver-1000` and `solver-edit` scenes: the constraints of the
/// `layout-1000` screen (250 rectangles in 25 rows of 10, each with its
/// leading edge, top, width and height, 1,000 in all, after the root's four)
/// given straight to a ``Solver``. `solver-1000` solves them from scratch each
/// frame; `solver-edit` removes the first row's top constraint and adds it
/// back with another constant, which moves every rectangle: the incremental
/// re-solve of one changed constant, without the views around it.
struct SolverBench {
    /// Whether each frame edits one constant rather than solving afresh.
    let edits: Bool

    /// The unknowns of one rectangle.
    private struct Box {
        let x = Variable(), y = Variable(), width = Variable(), height = Variable()
    }

    /// The root's constraints, then each rectangle's; `top` makes the first rectangle's top constraint.
    private static func constraints(root: Box, boxes: [[Box]], top: (Double) -> Constraint) -> [Constraint] {
        var constraints = [
            Constraint(Expression(root.x), .equal), Constraint(Expression(root.y), .equal),
            Constraint(root.width - 393, .equal), Constraint(root.height - 852, .equal),
        ]
        for (row, line) in boxes.enumerated() {
            for (column, box) in line.enumerated() {
                let leading = column == 0 ? root.x + 4 : line[column - 1].x + line[column - 1].width + 4
                let width = column == 0 ? root.width * 0.1 - 4.4 : Expression(line[0].width)
                constraints += [
                    Constraint(box.x - leading, .equal),
                    row == 0 && column == 0
                        ? top(4)
                        : Constraint(box.y - (row == 0 ? root.y + 4 : boxes[row - 1][column].y + boxes[row - 1][column].height + 4), .equal),
                    Constraint(box.width - width, .equal),
                    Constraint(box.height - 20, .equal),
                ]
            }
        }
        return constraints
    }

    func prepared() throws -> BenchScene.Prepared {
        let root = Box()
        let boxes = (0..<LayoutBench.rows).map { _ in (0..<LayoutBench.columns).map { _ in Box() } }
        let first = boxes[0][0]
        let top = { (constant: Double) in Constraint(first.y - root.y - constant, .equal) }
        let all = Self.constraints(root: root, boxes: boxes, top: top)
        var solver = Solver()
        for constraint in all { try solver.addConstraint(constraint) }
        let blank = try Bitmap(width: 1, height: 1)  // nothing is drawn
        var edited = all[5]  // the first rectangle's top, after the root's four and its leading edge
        var constant = 4.0
        return BenchScene.Prepared(
            frame: {
                if edits {
                    constant = constant == 4 ? 5 : 4
                    let replacement = top(constant)
                    try? solver.removeConstraint(edited)
                    try? solver.addConstraint(replacement)
                    edited = replacement
                } else {
                    var fresh = Solver()
                    for constraint in all { try? fresh.addConstraint(constraint) }
                }
            },
            image: { blank },
            extraFields: {
                // Checked after the timed frames: the last rectangle sits where the constraints put it.
                let last = boxes[LayoutBench.rows - 1][LayoutBench.columns - 1]
                return [("constraints", "\(all.count - 4)"), ("last_y", "\(solver.value(of: last.y))")]
            })
    }
}
