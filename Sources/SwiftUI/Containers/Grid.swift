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
        let rows = context.updatingEnvironment { $0.stackAxis = nil }.resolve(content).map { ($0 as? GridRowNode)?.cells ?? [$0] }
        let layout = GridLayout(
            columnCount: rows.map(\.count).max() ?? 0, rowLengths: rows.map(\.count), alignment: alignment,
            horizontalSpacing: horizontalSpacing ?? ViewSpacing.defaultSpacing, verticalSpacing: verticalSpacing ?? ViewSpacing.defaultSpacing)
        return [LayoutNode(layout: layout, children: rows.flatMap { $0 })]
    }
}

/// A horizontal row in a two dimensional grid container.
/// See [GridRow](https://developer.apple.com/documentation/swiftui/gridrow).
public struct GridRow<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] { [GridRowNode(cells: context.resolve(content))] }
}

/// A grid row resolved: its cells, which the grid lays out.
@MainActor
final class GridRowNode: Node {
    let cells: [Node]
    init(cells: [Node]) { self.cells = cells }
}

/// The layout of a ``Grid``: the subviews are its cells row by row; a row of one cell where the others have more spans them all.
struct GridLayout: Layout {
    let columnCount: Int
    let rowLengths: [Int]
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// The rows' cell index ranges.
    private var rows: [Range<Int>] {
        var start = 0
        return rowLengths.map { length in
            defer { start += length }
            return start..<start + length
        }
    }

    private func measure(_ subviews: Subviews) -> (widths: [CGFloat], heights: [CGFloat], sizes: [CGSize]) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var widths = Array(repeating: CGFloat(0), count: columnCount)
        var heights: [CGFloat] = []
        for row in rows {
            let spans = row.count == 1 && columnCount > 1
            for (column, index) in row.enumerated() where !spans { widths[column] = max(widths[column], sizes[index].width) }
            heights.append(row.map { sizes[$0].height }.max() ?? 0)
        }
        return (widths, heights, sizes)
    }

    private func totalWidth(_ widths: [CGFloat]) -> CGFloat { widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * horizontalSpacing }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let (widths, heights, sizes) = measure(subviews)
        let spanning = rows.filter { $0.count == 1 && columnCount > 1 }.map { sizes[$0.lowerBound].width }.max() ?? 0
        let height = heights.reduce(0, +) + CGFloat(max(0, heights.count - 1)) * verticalSpacing
        return CGSize(width: max(totalWidth(widths), spanning), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (widths, heights, sizes) = measure(subviews)
        var y = bounds.minY
        for (rowIndex, row) in rows.enumerated() {
            let spans = row.count == 1 && columnCount > 1
            var x = bounds.minX
            for (column, index) in row.enumerated() {
                let cellWidth = spans ? bounds.width : widths[column]
                let size = sizes[index]
                let origin = CGPoint(
                    x: x + (cellWidth - size.width) * alignment.horizontal.unit, y: y + (heights[rowIndex] - size.height) * alignment.vertical.unit)
                subviews[index].place(at: origin, proposal: ProposedViewSize(size))
                x += cellWidth + horizontalSpacing
            }
            y += heights[rowIndex] + verticalSpacing
        }
    }
}
