import Foundation
import HeadlessGeometry

/// Placing the sections: headers, rows, footers, separators, the table's
/// header and footer views, and the content size.
extension TableView {
    /// Where one section's parts go, in content coordinates.
    struct SectionGeometry {
        var header: Rect
        var rows: [Rect]
        var footer: Rect
    }

    /// Where rows go across the table, and their cells' side margins.
    struct RowColumn {
        var x: Double
        var width: Double
        var leftMargin: Double
        var rightMargin: Double
    }

    /// The rows' column for the current width and safe area: an inset-grouped
    /// section is inset by the margin (16 or 20 points) inside the safe area,
    /// and its cells' content by the margin again; other styles' rows span
    /// the table, their content inset by the safe area and the margin.
    var rowColumn: RowColumn {
        let width = bounds.width, safe = safeAreaInsets
        let margin = traitCollection.systemSideMargin(forWidth: width)
        guard style == .insetGrouped else { return RowColumn(x: 0, width: width, leftMargin: margin + safe.left, rightMargin: margin + safe.right) }
        return RowColumn(x: safe.left + margin, width: max(0, width - safe.horizontal - 2 * margin), leftMargin: margin, rightMargin: margin)
    }

    /// Loads the data if needed, measures and places every section and sizes the content to them.
    func layoutSections() {
        loadDataIfNeeded()
        let column = rowColumn
        var y = 0.0
        if let header = tableHeaderView { y = place(header, at: y) }
        geometry = sections.indices.map { index in
            let section = sections[index]
            let header = Rect(
                x: 0, y: y, width: bounds.width,
                height: sectionViewHeight(
                    section.header, explicit: delegate?.tableView(self, heightForHeaderInSection: index) ?? sectionHeaderHeight,
                    header: true, first: index == 0, column: column))
            y = header.maxY
            section.header?.frame = header
            let rows = section.cells.enumerated().map { row, cell in
                configure(cell, row: row, of: section.cells.count, column: column)
                let frame = Rect(
                    x: column.x, y: y, width: column.width, height: height(of: cell, at: IndexPath(row: row, section: index), width: column.width))
                cell.frame = frame
                y = frame.maxY
                return frame
            }
            let footer = Rect(
                x: 0, y: y, width: bounds.width,
                height: sectionViewHeight(
                    section.footer, explicit: delegate?.tableView(self, heightForFooterInSection: index) ?? sectionFooterHeight,
                    header: false, first: false, column: column))
            section.footer?.frame = footer
            y = footer.maxY
            return SectionGeometry(header: header, rows: rows, footer: footer)
        }
        if let footer = tableFooterView { y = place(footer, at: y) }
        contentSize = Size(width: bounds.width, height: y)
        placeSeparators()
        if needsDisplayCalls { tellDelegateOfDisplayedCells() }
    }

    /// Tells the delegate of every loaded cell, once per load, after its first layout.
    private func tellDelegateOfDisplayedCells() {
        needsDisplayCalls = false
        guard let delegate else { return }
        for (section, loaded) in sections.enumerated() {
            for (row, cell) in loaded.cells.enumerated() {
                delegate.tableView(self, willDisplay: cell, forRowAt: IndexPath(row: row, section: section))
            }
        }
    }

    /// The height of `cell` at `indexPath`: the delegate's, else ``rowHeight``,
    /// else (automatic) the cell's fitting height at `width`. A height from the
    /// delegate that is negative or not a finite number is taken as automatic.
    private func height(of cell: TableViewCell, at indexPath: IndexPath, width: Double) -> Double {
        let given = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return given.isFinite && given >= 0 ? given : fittingHeight(of: cell, width: width)
    }

    /// The height `cell` fits in at `width`; 44 points when a cell of your own
    /// gives a height that is negative or not a finite number.
    private func fittingHeight(of cell: TableViewCell, width: Double) -> Double {
        let height = cell.measuredSize(fitting: Size(width: width, height: 0)).height
        return height.isFinite && height >= 0 ? height : TableMetrics.minimumRowHeight
    }

    /// Puts a table header or footer view at `y`, as wide as the table and as
    /// tall as its frame (its fitting height when that is zero); returns its bottom.
    private func place(_ view: View, at y: Double) -> Double {
        let height = view.bounds.height > 0 ? view.bounds.height : view.measuredSize(fitting: Size(width: bounds.width, height: 0)).height
        view.frame = Rect(x: 0, y: y, width: bounds.width, height: height.isFinite ? max(0, height) : 0)
        return view.frame.maxY
    }

    /// Gives `cell` its style's background, margins and (inset grouped) rounded corners.
    private func configure(
        _ cell: TableViewCell, row: Int, of count: Int,
        column: RowColumn
    ) {
        cell.styleBackgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        let margins = cell.layoutMargins
        if margins.left != column.leftMargin || margins.right != column.rightMargin {
            cell.layoutMargins = EdgeInsets(top: margins.top, left: column.leftMargin, bottom: margins.bottom, right: column.rightMargin)
        }
        guard style == .insetGrouped else { return }
        var corners: CornerMask = []
        if row == 0 { corners.formUnion([.topLeft, .topRight]) }
        if row == count - 1 { corners.formUnion([.bottomLeft, .bottomRight]) }
        cell.layer.cornerRadius = TableMetrics.insetGroupedCornerRadius
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
    }

    /// The height of a section header or footer: `explicit` when it is a
    /// height (at least 0, finite), else its view's: a title's with the
    /// style's padding, a view of your own's fitting height at the table's
    /// width (its frame's height when its constraints give none); without a
    /// view, nothing in a plain table and half the section spacing in a
    /// grouped one (all of it above the first section).
    private func sectionViewHeight(
        _ view: View?, explicit: Double, header: Bool, first: Bool,
        column: RowColumn
    ) -> Double {
        let half = TableMetrics.groupedSectionSpacing / 2
        let isHeight = explicit.isFinite && explicit >= 0
        guard let view else { return isHeight ? explicit : style == .plain ? 0 : (first ? 2 * half : half) }
        if let titled = view as? TableViewHeaderFooterView {
            let (top, bottom) =
                switch (style, header) {
                case (.plain, _): (TableMetrics.plainHeaderPadding, TableMetrics.plainHeaderPadding)
                case (_, true): (TableMetrics.groupedHeaderTopPadding, TableMetrics.groupedHeaderBottomPadding)
                case (_, false): (TableMetrics.groupedFooterTopPadding, half)
                }
            titled.titleInsets = EdgeInsets(
                top: top, left: column.x + column.leftMargin, bottom: bottom,
                right: bounds.width - column.x - column.width + column.rightMargin)
        }
        if isHeight { return explicit }
        let fitted =
            view is TableViewHeaderFooterView
            ? view.measuredSize(fitting: Size(width: bounds.width, height: 0)).height
            : view.systemLayoutSizeFitting(
                Size(width: bounds.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        guard fitted.isFinite, fitted > 0 else { return max(0, view.bounds.height.isFinite ? view.bounds.height : 0) }
        return fitted
    }
}
