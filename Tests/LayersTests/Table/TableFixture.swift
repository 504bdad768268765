import Foundation
import HeadlessGeometry

@testable import HeadlessLayers

/// A data source of fixed sections for the table tests, with counts that can be made wrong on purpose.
@MainActor
final class TableFixture: TableViewDataSource {
    /// One section: its titles and its cells.
    struct Section {
        var header: String?
        var footer: String?
        var cells: [TableViewCell]
    }

    var sections: [Section]
    /// The number of sections reported instead of the real one, when set.
    var reportedSectionCount: Int?
    /// The number of rows reported for every section instead of the real one, when set.
    var reportedRowCount: Int?

    init(_ sections: [Section]) { self.sections = sections }

    /// A fixture of one section of `cells` with optional titles.
    convenience init(header: String? = nil, footer: String? = nil, _ cells: [TableViewCell]) {
        self.init([Section(header: header, footer: footer, cells: cells)])
    }

    func numberOfSections(in tableView: TableView) -> Int { reportedSectionCount ?? sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        reportedRowCount ?? (sections.indices.contains(section) ? sections[section].cells.count : 0)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cells = sections.indices.contains(indexPath.section) ? sections[indexPath.section].cells : []
        return cells.indices.contains(indexPath.row) ? cells[indexPath.row] : cells.last ?? TableViewCell()
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].header : nil
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footer : nil
    }

    /// A cell of `style` showing `text` and `detail`, with `accessory`.
    static func cell(
        _ text: String, detail: String? = nil, style: TableViewCellStyle = .default,
        accessory: TableViewCellAccessoryType = .none
    ) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.accessoryType = accessory
        return cell
    }

    /// `count` default cells named "Row 0", "Row 1"...
    static func rows(_ count: Int) -> [TableViewCell] { (0..<count).map { cell("Row \($0)") } }

    /// A table of `style`, `width` points wide, showing `fixture` (which the caller keeps alive), laid out.
    static func table(_ fixture: TableFixture, style: TableViewStyle = .plain, width: Double = 320) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: 600), style: style)
        table.dataSource = fixture
        table.layoutIfNeeded()
        return table
    }

    /// `table` resized to its content height and laid out again, ready to render whole.
    static func sizedToContent(_ table: TableView) -> TableView {
        table.frame = Rect(x: 0, y: 0, width: table.bounds.width, height: table.contentSize.height)
        table.layoutIfNeeded()
        return table
    }
}
