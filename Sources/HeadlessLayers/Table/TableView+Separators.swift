import HeadlessGeometry

/// The hairlines between rows.
extension TableView {
    /// The separators' rectangles in content coordinates, one pixel
    /// (1 / display scale) thick, for ``separatorStyle``: in a plain table
    /// under every row; in a grouped one above each section and under every
    /// row, full width at a section's top and bottom; in an inset-grouped one
    /// only between the rows of a section. Inner separators start at the
    /// cell's or table's ``separatorInset``, or where the cell's text starts.
    var separatorRects: [Rect] {
        guard separatorStyle == .singleLine else { return [] }
        let thickness = traitCollection.pixelLength
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        var rects: [Rect] = []
        for (section, placed) in zip(sections, geometry) {
            for (index, (cell, row)) in zip(section.cells, placed.rows).enumerated() {
                let last = index == placed.rows.count - 1
                if style == .grouped && index == 0 {
                    rects.append(Rect(x: row.minX, y: row.minY, width: row.width, height: thickness))
                }
                if style == .insetGrouped && last { continue }
                if style == .grouped && last {
                    rects.append(Rect(x: row.minX, y: row.maxY - thickness, width: row.width, height: thickness))
                    continue
                }
                let inset = cell.separatorInset ?? separatorInset
                let leading = (inset?.left ?? cell.textLeadingInset).finite(or: 0), trailing = (inset?.right ?? 0).finite(or: 0)
                let width = max(0, row.width - leading - trailing)
                let x = rightToLeft ? row.maxX - leading - width : row.minX + leading
                rects.append(Rect(x: x, y: row.maxY - thickness, width: width, height: thickness))
            }
        }
        return rects + fillerSeparatorRects
    }

    /// The separators of the empty rows a plain table draws below its last
    /// row down to the bottom of its bounds, as UIKit's (none under a table
    /// footer view): one every ``fillerRowHeight``, inset as the rows' text.
    private var fillerSeparatorRects: [Rect] {
        guard style == .plain, tableFooterView == nil else { return [] }
        let given = fillerRowHeight == TableView.automaticDimension ? rowHeight : fillerRowHeight
        let height = given == TableView.automaticDimension ? TableMetrics.minimumRowHeight : given
        guard height >= 1 else { return [] }
        let thickness = traitCollection.pixelLength, column = rowColumn
        let leading = (separatorInset?.left ?? column.leftMargin).finite(or: 0), trailing = (separatorInset?.right ?? 0).finite(or: 0)
        let width = max(0, column.width - leading - trailing)
        let x = traitCollection.layoutDirection == .rightToLeft ? column.x + column.width - leading - width : column.x + leading
        let rows = ((bounds.maxY - contentSize.height) / height).rounded(.down)
        let count = rows.isFinite ? Int(min(Double(TableView.maximumRowCount), max(0, rows))) : 0
        return (0..<count).map { index in
            Rect(x: x, y: contentSize.height + Double(index + 1) * height - thickness, width: width, height: thickness)
        }
    }

    /// Puts one separator view on each of ``separatorRects``, in ``separatorColor``,
    /// inside the separators' container (kept above the cells).
    func placeSeparators() {
        let rects = separatorRects
        var views = separatorContainer.subviews
        while views.count > rects.count { views.removeLast().removeFromSuperview() }
        while views.count < rects.count {
            let view = View()
            try? separatorContainer.addSubview(view)
            view.updateTraitsInSubtree()  // views added during a layout pass missed its trait update
            views.append(view)
        }
        for (view, rect) in zip(views, rects) {
            view.backgroundColor = separatorColor
            view.frame = rect
        }
    }
}
