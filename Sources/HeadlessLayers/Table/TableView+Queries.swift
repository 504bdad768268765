import Foundation
import HeadlessGeometry

/// What a table holds and where, as UIKit's table queries; each loads the
/// data and lays the table out first when needed. An index path out of
/// range (or not of two indexes) finds nothing.
extension TableView {
    /// The number of sections loaded (while the cells are being asked for, the number being loaded).
    public var numberOfSections: Int {
        if !isLoadingData { layoutIfNeeded() }
        return rowCounts.count
    }

    /// The number of rows loaded in `section` (while the cells are being asked
    /// for, the number being loaded); 0 for a section out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        if !isLoadingData { layoutIfNeeded() }
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The cell of the row at `indexPath`, or nil when there is no such row.
    /// Every row has its cell, inside the bounds or not (see ``TableView``).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return place(of: indexPath).map { sections[$0.section].cells[$0.row] }
    }

    /// The index path of `cell`, or nil when it is not one of the table's rows.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        layoutIfNeeded()
        for (section, loaded) in sections.enumerated() {
            if let row = loaded.cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The frame of the row at `indexPath` in content coordinates, or `.zero` when there is no such row.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        layoutIfNeeded()
        return place(of: indexPath).map { geometry[$0.section].rows[$0.row] } ?? .zero
    }

    /// The frame of `section`'s header in content coordinates (zero height without one), or `.zero` out of range.
    public func rectForHeader(inSection section: Int) -> Rect {
        layoutIfNeeded()
        return geometry.indices.contains(section) ? geometry[section].header : .zero
    }

    /// The frame of `section`'s footer in content coordinates (zero height without one), or `.zero` out of range.
    public func rectForFooter(inSection section: Int) -> Rect {
        layoutIfNeeded()
        return geometry.indices.contains(section) ? geometry[section].footer : .zero
    }

    /// The frame of `section` (header, rows and footer) in content coordinates, or `.zero` out of range.
    public func rect(forSection section: Int) -> Rect {
        let header = rectForHeader(inSection: section), footer = rectForFooter(inSection: section)
        return geometry.indices.contains(section)
            ? Rect(x: 0, y: header.minY, width: bounds.width, height: footer.maxY - header.minY) : .zero
    }

    /// The view above `section` (its title's, or the delegate's) when it is a
    /// ``TableViewHeaderFooterView``, as UIKit's; nil otherwise or without one.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return sections.indices.contains(section) ? sections[section].header as? TableViewHeaderFooterView : nil
    }

    /// The view below `section` (its footer title's, or the delegate's) when it
    /// is a ``TableViewHeaderFooterView``, as UIKit's; nil otherwise or without one.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return sections.indices.contains(section) ? sections[section].footer as? TableViewHeaderFooterView : nil
    }

    /// The cells whose rows are at least partly inside the bounds, in order.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return zip(sections, geometry).flatMap { section, placed in
            zip(section.cells, placed.rows).filter { $0.1.intersection(bounds) != nil }.map(\.0)
        }
    }

    /// The section and row of `indexPath` when the table has that row.
    private func place(of indexPath: IndexPath) -> (section: Int, row: Int)? {
        let (section, row) = (indexPath.section, indexPath.row)
        guard sections.indices.contains(section), sections[section].cells.indices.contains(row) else { return nil }
        return (section, row)
    }
}
