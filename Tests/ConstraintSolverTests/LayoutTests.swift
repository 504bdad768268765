import HeadlessConstraintSolver
import Testing

/// Three views in a row: 10 pt margins, 8 pt spacing, widths between content-hugging and
/// compression-resistance priorities, and a container width driven by an edit variable.
struct RowOfViews {
    let containerWidth = Variable("container.width")
    let lefts = (1...3).map { Variable("view\($0).left") }
    let widths = (1...3).map { Variable("view\($0).width") }
    var solver = Solver()

    init(intrinsicWidths: [Double], hugging: [Float], compression: [Float]) throws {
        var constraints = [
            Constraint(lefts[0], .equal, 10),
            Constraint(lefts[1], .equal, lefts[0] + widths[0] + 8),
            Constraint(lefts[2], .equal, lefts[1] + widths[1] + 8),
            Constraint(lefts[2] + widths[2] + 10, .equal, containerWidth),
        ]
        for index in 0..<3 {
            constraints.append(Constraint(widths[index], .greaterThanOrEqual, 0))
            constraints.append(
                Constraint(
                    widths[index], .greaterThanOrEqual, intrinsicWidths[index],
                    strength: Strength(priority: compression[index])))
            constraints.append(
                Constraint(
                    widths[index], .lessThanOrEqual, intrinsicWidths[index],
                    strength: Strength(priority: hugging[index])))
        }
        solver = try makeSolver(constraints)
        try solver.addEditVariable(containerWidth, strength: Strength(priority: 999))
    }

    /// Sets the container width and returns (left, width) of each view.
    mutating func frames(forContainerWidth width: Double) throws -> [[Double]] {
        try solver.suggestValue(width, for: containerWidth)
        return (0..<3).map { [solver.value(of: lefts[$0]), solver.value(of: widths[$0])] }
    }
}

@Suite("Layout-shaped systems")
struct LayoutTests {
    func expectFrames(_ actual: [[Double]], _ expected: [[Double]]) {
        for (actualFrame, expectedFrame) in zip(actual, expected) {
            #expect(
                zip(actualFrame, expectedFrame).allSatisfy { approximatelyEqual($0, $1) },
                "got \(actual), expected \(expected)")
        }
    }

    @Test func rowOfViewsStretchesAndCompressesByPriority() throws {
        var row = try RowOfViews(intrinsicWidths: [50, 60, 70], hugging: [251, 250, 249], compression: [750, 751, 749])
        // Content needs 10 + 50 + 8 + 60 + 8 + 70 + 10 = 216 pt.
        // Wide: the lowest hugging priority (view 3) takes all 284 extra points.
        expectFrames(try row.frames(forContainerWidth: 500), [[10, 50], [68, 60], [136, 354]])
        // 16 pt short: the lowest compression resistance (view 3) gives them up.
        expectFrames(try row.frames(forContainerWidth: 200), [[10, 50], [68, 60], [136, 54]])
        // 116 pt short: view 3 shrinks to zero (70), then view 1 (750 < 751) gives 46.
        expectFrames(try row.frames(forContainerWidth: 100), [[10, 4], [22, 60], [90, 0]])
        // 166 pt short: views 3 and 1 reach zero, view 2 gives the remaining 46.
        expectFrames(try row.frames(forContainerWidth: 50), [[10, 0], [18, 14], [40, 0]])
        // Narrower than the margins allow: required constraints win, the container stays 36 wide.
        expectFrames(try row.frames(forContainerWidth: 20), [[10, 0], [18, 0], [26, 0]])
        #expect(approximatelyEqual(row.solver.value(of: row.containerWidth), 36))
        // And back.
        expectFrames(try row.frames(forContainerWidth: 500), [[10, 50], [68, 60], [136, 354]])
        #expect(!(row.lefts + row.widths).contains { row.solver.isAmbiguous($0) })
    }

    @Test func equalHuggingPrioritiesLeaveTheLayoutAmbiguous() throws {
        var row = try RowOfViews(intrinsicWidths: [50, 60, 70], hugging: [250, 250, 250], compression: [750, 750, 750])
        let frames = try row.frames(forContainerWidth: 500)
        #expect(approximatelyEqual(frames.map { $0[1] }.reduce(0, +), 500 - 36))
        #expect(row.widths.contains { row.solver.isAmbiguous($0) })
    }
}
