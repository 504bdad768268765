import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Vertical edges (walked without stepping: the same cell and areas in every
/// row) against arithmetic of our own: random rectangles on the 1/256 grid,
/// either winding, overlapping, past the region's sides and across its 64-cell
/// words. A pixel's accumulated value is twice the sum over the rectangles of
/// its overlap area, signed by winding, so its coverage is known exactly.
@Suite struct RectangleCoverageTests {
    private struct Box {
        /// Corners in 1/256 of a pixel.
        let x0: Int, y0: Int, x1: Int, y1: Int
        /// Whether its outline runs clockwise (on screen) or back.
        let clockwise: Bool

        var polyline: Polyline {
            let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map { Point(x: Double($0.0) / 256, y: Double($0.1) / 256) }
            return Polyline(points: clockwise ? corners : corners.reversed(), isClosed: true)
        }

        /// Its overlap with pixel (`x`, `y`), in 1/65536 of a pixel.
        func overlap(x: Int, y: Int) -> Int {
            let w = max(0, min(x1, (x + 1) * 256) - max(x0, x * 256))
            let h = max(0, min(y1, (y + 1) * 256) - max(y0, y * 256))
            return w * h
        }
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func randomRectanglesGiveTheirExactAreas(rule: FillRule) {
        var random = PNGTestRandom(seed: rule == .nonZero ? 41 : 43)
        func value(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        let accumulator = CoverageAccumulator()
        for trial in 0..<300 {
            let width = value(1...150), height = value(1...14)
            let boxes = (0..<value(1...4)).map { _ in
                // Often whole or half pixels, else anywhere on the grid; sometimes beyond the region.
                func coordinate(_ extent: Int) -> Int {
                    let v = value(-2 * 256...(extent + 2) * 256)
                    return random.next() % 3 == 0 ? v & ~127 : v
                }
                let xs = [coordinate(width), coordinate(width)].sorted(), ys = [coordinate(height), coordinate(height)].sorted()
                return Box(x0: xs[0], y0: ys[0], x1: xs[1], y1: ys[1], clockwise: random.next() % 2 == 0)
            }
            let region = PixelRegion(x0: 0, y0: 0, x1: width, y1: height)
            let mask = accumulator.mask(of: boxes.map(\.polyline), in: region, rule: rule)
            var expected: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let sum = boxes.reduce(0) { $0 + ($1.clockwise ? 2 : -2) * $1.overlap(x: x, y: y) }
                    expected.append(CoverageAccumulator.coverage(Int32(sum), evenOdd: rule == .evenOdd))
                }
            }
            #expect(mask == expected, "trial \(trial): \(width) x \(height), \(boxes)")
        }
    }

    /// The cells a vertical edge leaves, against their closed form: in each
    /// row it reaches, height `h` (signed by direction) gives the cell
    /// `h * (512 - 2 fx)` and the next `h * 2 fx`, and marks both, across a
    /// 64-cell word too, down to the last row of the grid.
    @Test func verticalEdgeCellsAreTheirClosedForm() {
        let stride = 130, rows = 5, wordsPerRow = (stride + 63) / 64
        var random = PNGTestRandom(seed: 47)
        for trial in 0..<2000 {
            var cells = [Int32](repeating: 0, count: stride * rows)
            var touched = [UInt64](repeating: 0, count: wordsPerRow * rows)
            // Cells next to word ends (63, 127) as often as anywhere else; x on a cell boundary in a third of the trials.
            let cell = [63, 127, 128, Int(random.next() % 128)][trial % 4]
            let fx = trial % 3 == 0 ? 0 : Int(random.next() % 256)
            let ends = [Int(random.next() % UInt64(rows * 256 + 1)), Int(random.next() % UInt64(rows * 256 + 1))]
            let downwards = random.next() % 2 == 0
            cells.withUnsafeMutableBufferPointer { cells in
                touched.withUnsafeMutableBufferPointer { touched in
                    let grid = CellGrid(cells: cells.baseAddress!, touched: touched.baseAddress!, stride: stride, wordsPerRow: wordsPerRow)
                    let x = cell * 256 + fx
                    grid.edge(x, downwards ? ends.min()! : ends.max()!, x, downwards ? ends.max()! : ends.min()!)
                }
            }
            var expectedCells = [Int32](repeating: 0, count: stride * rows)
            var expectedBits = [UInt64](repeating: 0, count: wordsPerRow * rows)
            for row in 0..<rows {
                let h = max(0, min(ends.max()!, (row + 1) * 256) - max(ends.min()!, row * 256)) * (downwards ? 1 : -1)
                guard h != 0 else { continue }
                expectedCells[row * stride + cell] = Int32(h * (512 - 2 * fx))
                expectedCells[row * stride + cell + 1] = Int32(h * 2 * fx)
                for marked in [cell, cell + 1] { expectedBits[row * wordsPerRow + marked / 64] |= 1 << UInt64(marked % 64) }
            }
            #expect(cells == expectedCells, "trial \(trial): cell \(cell), fx \(fx), \(ends), downwards \(downwards)")
            #expect(touched == expectedBits, "trial \(trial): cell \(cell), fx \(fx), \(ends), downwards \(downwards)")
        }
    }
}
