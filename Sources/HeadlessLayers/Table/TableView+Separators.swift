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
        return rects
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
