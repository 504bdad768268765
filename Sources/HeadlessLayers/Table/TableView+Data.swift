import Foundation
import HeadlessText

/// Loading the data source's sections and cells, and reusing cells.
extension TableView {
    /// One section as loaded: its cells and the views above and below it
    /// (its titles', or the delegate's own).
    struct LoadedSection {
        var cells: [TableViewCell]
        var header: View?
        var footer: View?
    }

    /// Asks the data source again for its sections, rows, cells and titles,
    /// now; the cells of the last load go to the reuse queue. Problems are
    /// listed in ``issues``.
    public func reloadData() {
        loadData()
        setNeedsLayout()
    }

    /// Registers the class that ``dequeueReusableCell(withIdentifier:for:)``
    /// makes cells of for `identifier` (in the default style, as UIKit's).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A cell of an earlier load with `identifier`, readied by its
    /// ``TableViewCell/prepareForReuse()``, or nil when there is none.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reusableCells[identifier]?.popLast()
    }

    /// A cell of an earlier load with `identifier`, or a new one of the class
    /// registered for it. Without a registered class a default cell is made
    /// and the problem listed in ``issues`` (UIKit raises an exception).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registeredCells[identifier] else {
            issues.append(.unregisteredIdentifier(identifier))
            return TableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// Loads the data if it was never loaded or the data source changed.
    func loadDataIfNeeded() {
        if needsReload { loadData() }
    }

    /// Puts the last load's cells in the reuse queue (in place of the cells
    /// queued before, so it never grows past one load), then loads every
    /// section from the data source. A reload asked for while loading (by
    /// the data source) waits for the next layout.
    private func loadData() {
        guard !isLoadingData else {
            needsReload = true
            return
        }
        isLoadingData = true
        defer { isLoadingData = false }
        needsReload = false
        issues = []
        reusableCells = [:]
        for section in sections {
            for cell in section.cells {
                cell.removeFromSuperview()
                guard let identifier = cell.reuseIdentifier else { continue }
                cell.performPrepareForReuse()
                reusableCells[identifier, default: []].append(cell)
            }
            section.header?.removeFromSuperview()
            section.footer?.removeFromSuperview()
        }
        // While the data source gives cells the table shows nothing of the last load.
        rowCounts = []
        sections = []
        geometry = []
        sections = dataSource.map(load(from:)) ?? []
        for section in sections {
            for view: View in section.cells + [section.header, section.footer].compactMap({ $0 }) {
                do {
                    try addSubview(view)
                } catch {
                    issues.append(.viewNotAdded(error.description))
                }
                view.updateTraitsInSubtree()  // views added during a layout pass missed its trait update
            }
        }
        bringSubviewToFront(separatorContainer)
        needsDisplayCalls = true
    }

    /// The sections of `dataSource`: the counts first (so the table answers
    /// ``numberOfRows(inSection:)`` while the cells are asked for), then each
    /// section's cells and titles, a cell given for two rows replaced.
    private func load(from dataSource: any TableViewDataSource) -> [LoadedSection] {
        rowCounts = counts(from: dataSource)
        var shown: [ObjectIdentifier: IndexPath] = [:]
        return rowCounts.enumerated().map { section, rowCount in
            let cells = (0..<rowCount).map { row in
                let path = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: path)
                if let first = shown[ObjectIdentifier(cell)] {
                    issues.append(.cellAlreadyShown(section: section, row: row, firstSection: first.section, firstRow: first.row))
                    return TableViewCell(style: .default, reuseIdentifier: nil)
                }
                shown[ObjectIdentifier(cell)] = path
                return cell
            }
            return LoadedSection(
                cells: cells,
                header: delegate?.tableView(self, viewForHeaderInSection: section)
                    ?? titleView(dataSource.tableView(self, titleForHeaderInSection: section), header: true),
                footer: delegate?.tableView(self, viewForFooterInSection: section)
                    ?? titleView(dataSource.tableView(self, titleForFooterInSection: section), header: false))
        }
    }

    /// The number of rows of each section of `dataSource`, with negative
    /// counts taken as 0 and no more than ``maximumRowCount`` sections or rows in all.
    private func counts(from dataSource: any TableViewDataSource) -> [Int] {
        let limit = TableView.maximumRowCount
        let loaded = SectionCounts(
            limit: limit, sections: { dataSource.numberOfSections(in: self) },
            items: { dataSource.tableView(self, numberOfRowsInSection: $0) })
        issues += loaded.problems.map { problem in
            switch problem {
            case .negativeSections(let count): .negativeSectionCount(count)
            case .negativeItems(let section, let count): .negativeRowCount(section: section, count: count)
            case .tooMany: .tooManyRows(limit: limit)
            }
        }
        return loaded.counts
    }

    /// A header or footer view showing `title` in the table style's font and
    /// colour; nil for no title or an empty one.
    private func titleView(_ title: String?, header: Bool) -> TableViewHeaderFooterView? {
        guard let title, !title.isEmpty else { return nil }
        let view = TableViewHeaderFooterView()
        let label = view.textLabel
        let plainHeader = header && style == .plain
        label.text = header && style != .plain ? title.uppercased() : title
        label.font = try? Font.preferredFont(forTextStyle: plainHeader ? .headline : .footnote)
        label.textColor = plainHeader ? .label : .secondaryLabel
        if header {
            label.accessibilityTraits = [.staticText, .header]
            label.accessibilityLabel = title
        }
        return view
    }
}
