import SwiftUI
import Testing

/// A grid's cells by their settings: row alignment, columns spanned, unsized axes and column alignment.
@Suite("SwiftUI grid cells")
@MainActor
struct GridCellTests {
    /// A `width` × `height` block of `color`.
    private func block(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View { color.frame(width: width, height: height) }

    @Test("a row's alignment places its shorter cells; the grid's when it sets none")
    func rowAlignment() {
        let image = drawn(
            Grid(alignment: .center, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .top) {
                    block(paint(1, 0, 0), 20, 10)
                    block(paint(0, 0, 1), 20, 30)
                }
                GridRow {
                    block(paint(0, 1, 0), 20, 10)
                    block(paint(0, 0, 1), 20, 30)
                }
            }.frame(width: 40, height: 60, alignment: .topLeading), width: 40, height: 60)
        #expect(extent(of: red, in: image) == CGRect(x: 0, y: 0, width: 20, height: 10), "top of its 30-point row")
        #expect(extent(of: green, in: image) == CGRect(x: 0, y: 40, width: 20, height: 10), "centred in the second row")
    }

    @Test("a cell spanning two columns lies across both and their spacing")
    func spanningCell() {
        let image = drawn(
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    block(paint(1, 0, 0), 20, 10)
                    block(paint(0, 1, 0), 30, 10)
                    block(paint(1, 0, 0), 5, 10)
                }
                GridRow {
                    paint(0, 0, 1).frame(height: 10).gridCellUnsizedAxes(.horizontal).gridCellColumns(2)
                    block(paint(1, 0, 0), 5, 10)
                }
            }.frame(width: 100, height: 20, alignment: .topLeading), width: 100, height: 20)
        #expect(extent(of: blue, in: image) == CGRect(x: 0, y: 10, width: 60, height: 10), "20 + 10 + 30")
    }

    @Test("an unsized cell takes the grid's width without widening it; a column's alignment moves its cells")
    func unsizedAndColumnAlignment() {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow {
                block(paint(1, 0, 0), 40, 10).gridColumnAlignment(.leading)
                block(paint(0, 1, 0), 60, 10)
            }
            GridRow {
                block(paint(1, 0, 0), 40, 10)
                block(paint(0, 1, 0), 20, 10).gridColumnAlignment(.trailing)
            }
            paint(0, 0, 1).frame(height: 2).gridCellUnsizedAxes(.horizontal)
        }
        let size = UIHostingController(rootView: grid).sizeThatFits(in: CGSize(width: 300, height: 300))
        #expect(size == CGSize(width: 108, height: 22), "the unsized row neither widens the grid nor is 10 points wide")
        let image = drawn(grid.frame(width: 108, height: 22), width: 108, height: 22)
        #expect(extent(of: blue, in: image) == CGRect(x: 0, y: 20, width: 108, height: 2))
        #expect(extent(of: green, in: image) == CGRect(x: 48, y: 0, width: 60, height: 20), "the short green cell at the trailing edge")
        #expect(image.bitmap[50, 15].g == 255 && image.bitmap[100, 15].g == 255)
    }
}
