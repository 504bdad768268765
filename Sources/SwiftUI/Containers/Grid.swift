/// A container view that arranges other views in a two-dimensional layout:
/// its rows are `GridRow`s (a view outside one spans the whole width); each
/// column is as wide as its widest cell and each row as tall as its tallest,
/// with the default spacing (8 points) between them, and cells aligned by the
/// grid's alignment.
/// See [Grid](https://developer.apple.com/documentation/swiftui/grid).
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let resolved = context.updatingEnvironment { $0.stackAxis = nil }.resolve(content)
        let rows = resolved.map { ($0 as? GridRowNode)?.cells ?? [$0] }
        let layout = GridLayout(
            rowLengths: rows.map(\.count), rowAlignments: resolved.map { ($0 as? GridRowNode)?.alignment }, alignment: alignment,
            horizontalSpacing: horizontalSpacing ?? ViewSpacing.defaultSpacing, verticalSpacing: verticalSpacing ?? ViewSpacing.defaultSpacing)
        return [LayoutNode(layout: layout, children: rows.flatMap { $0 })]
    }
}

/// A horizontal row in a two dimensional grid container.
/// See [GridRow](https://developer.apple.com/documentation/swiftui/gridrow).
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    ///
    /// - Parameters:
    ///   - alignment: The vertical alignment of the row's cells; the grid's when nil.
    ///   - content: The row's cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] { [GridRowNode(cells: context.resolve(content), alignment: alignment)] }
}

/// A grid row resolved: its cells, which the grid lays out, and their vertical alignment.
@MainActor
final class GridRowNode: Node {
    let cells: [Node]
    let alignment: VerticalAlignment?
    init(cells: [Node], alignment: VerticalAlignment?) {
        self.cells = cells
        self.alignment = alignment
    }
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    /// See [gridCellColumns(_:)](https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)).
    ///
    /// - Parameter count: The number of columns the cell spans (at least one).
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: max(1, count)) }

    /// Asks grid layouts not to offer the view extra size in the specified
    /// axes: the cell takes the size its column or row already has there,
    /// and does not make them larger.
    /// See [gridCellUnsizedAxes(_:)](https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)).
    ///
    /// - Parameter axes: The dimensions in which the grid shouldn't offer the view a share of any available space.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { layoutValue(key: GridCellUnsizedAxesKey.self, value: axes) }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    /// See [gridColumnAlignment(_:)](https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)).
    ///
    /// - Parameter guide: The alignment of the cells of the column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { layoutValue(key: GridColumnAlignmentKey.self, value: guide) }
}

/// How many columns a grid cell spans.
private struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
/// The axes along which a grid cell takes its column's or row's size.
private struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }
/// The alignment a cell sets for its column.
private struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }

/// The layout of a ``Grid``: the subviews are its cells row by row. A cell
/// spans its `gridCellColumns` (a row of one cell where the others have
/// more spans them all); a column is as wide as its widest single-column
/// cell and a row as tall as its tallest cell, leaving out cells unsized on
/// that axis, which take the column's or row's size instead.
struct GridLayout: Layout {
    let rowLengths: [Int]
    let rowAlignments: [VerticalAlignment?]
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// A cell: its subview's index, first column, column count, and the axes it takes its column's or row's size on.
    private struct Cell {
        let index: Int
        let column: Int
        let span: Int
        let unsized: Axis.Set
    }

    /// The measured grid: the cells by row, the columns' widths and alignments, the rows' heights, and each cell's ideal size.
    private struct Measured {
        var rows: [[Cell]] = []
        var widths: [CGFloat] = []
        var columnAlignments: [HorizontalAlignment?] = []
        var heights: [CGFloat] = []
        var sizes: [CGSize] = []
    }

    private func measure(_ subviews: Subviews) -> Measured {
        var measured = Measured()
        measured.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var start = 0
        var spans: [[Int]] = []
        for length in rowLengths {
            spans.append((start..<start + length).map { subviews[$0][GridCellColumnsKey.self] })
            start += length
        }
        let columnCount = spans.map { $0.reduce(0, +) }.max() ?? 0
        measured.widths = Array(repeating: 0, count: columnCount)
        measured.columnAlignments = Array(repeating: nil, count: columnCount)
        start = 0
        for (row, length) in rowLengths.enumerated() {
            // A lone view outside a row spans every column.
            let spansAll = length == 1 && columnCount > 1 && spans[row][0] == 1
            var column = 0
            var cells: [Cell] = []
            for offset in 0..<length {
                let index = start + offset
                let span = spansAll ? columnCount : min(spans[row][offset], columnCount - column)
                let unsized = subviews[index][GridCellUnsizedAxesKey.self]
                cells.append(Cell(index: index, column: column, span: span, unsized: unsized))
                if span == 1, !unsized.contains(.horizontal) { measured.widths[column] = max(measured.widths[column], measured.sizes[index].width) }
                if let guide = subviews[index][GridColumnAlignmentKey.self], span == 1 { measured.columnAlignments[column] = guide }
                column += span
            }
            measured.rows.append(cells)
            let sized = cells.filter { !$0.unsized.contains(.vertical) }
            measured.heights.append(sized.map { measured.sizes[$0.index].height }.max() ?? 0)
            start += length
        }
        return measured
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    private func width(of measured: Measured, from column: Int, span: Int) -> CGFloat {
        measured.widths[column..<column + span].reduce(0, +) + CGFloat(span - 1) * horizontalSpacing
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let measured = measure(subviews)
        let columns = measured.widths.isEmpty ? 0 : self.width(of: measured, from: 0, span: measured.widths.count)
        var width = columns
        // A sized cell across several columns widens the grid by what it needs beyond them.
        for cell in measured.rows.joined() where cell.span > 1 && !cell.unsized.contains(.horizontal) {
            width = max(width, columns + measured.sizes[cell.index].width - self.width(of: measured, from: cell.column, span: cell.span))
        }
        let height = measured.heights.reduce(0, +) + CGFloat(max(0, measured.heights.count - 1)) * verticalSpacing
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let measured = measure(subviews)
        let columnCount = measured.widths.count
        var y = bounds.minY
        for (row, cells) in measured.rows.enumerated() {
            let rowHeight = measured.heights[row]
            let vertical = rowAlignments[row] ?? alignment.vertical
            var x = bounds.minX
            for cell in cells {
                let spansAll = cell.span == columnCount && cells.count == 1
                let cellWidth = spansAll ? bounds.width : width(of: measured, from: cell.column, span: cell.span)
                var size = measured.sizes[cell.index]
                if cell.unsized.contains(.horizontal) { size.width = cellWidth }
                if cell.unsized.contains(.vertical) { size.height = rowHeight }
                let horizontal = (cell.span == 1 ? measured.columnAlignments[cell.column] : nil) ?? alignment.horizontal
                let origin = CGPoint(x: x + (cellWidth - size.width) * horizontal.unit, y: y + (rowHeight - size.height) * vertical.unit)
                subviews[cell.index].place(at: origin, proposal: ProposedViewSize(size))
                x += cellWidth + horizontalSpacing
            }
            y += rowHeight + verticalSpacing
        }
    }
}
