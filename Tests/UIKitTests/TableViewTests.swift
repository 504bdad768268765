import HeadlessSnapshot
import Testing
import UIKit

/// The screen of a plain table controller with ten default cells, as apps write the simplest list.
final class NumbersViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

/// A data source with rows of fixed heights, for the geometry tests.
final class FixedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = 6
    var identifier = "Row"

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 80 : 50
    }
}

@Suite("UIKit: table views")
@MainActor
struct TableViewTests {
    @Test("a table controller's plain list, as on an iPhone SE")
    func plainController() async {
        let controller = NumbersViewController(style: .plain)
        await assertSnapshot(of: controller, device: .iPhoneSE3)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 10)
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        // 44-point rows below the 20-point status bar inset.
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 375, height: 44))
    }

    @Test("registered cells and header views of your own, delegate heights and footers, inset grouped")
    func teamScreen() async throws {
        let controller = TeamViewController()
        await assertSnapshot(of: controller, device: .iPhoneSE3)
        let table = controller.tableView
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 1))
        #expect((cell as? ContactCell)?.nameLabel.text == "Jonas Berg")
        #expect(table.headerView(forSection: 1) is TeamHeaderView)
        #expect(controller.displayed.count == 5)
        // The two labels 2 points apart inside the cell's 11-point margins, rounded up to a whole point.
        let contact = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
        let labels = contact.nameLabel.intrinsicContentSize.height + contact.roleLabel.intrinsicContentSize.height
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == (11 + labels + 2 + 11).rounded(.up))
    }

    @Test("a cell of a registered class, reused after a reload with prepareForReuse called")
    func reuse() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = FixedRows()
        rows.identifier = ContactCell.reuseIdentifier
        table.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        table.dataSource = rows
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? ContactCell)
        #expect(first.reuseIdentifier == ContactCell.reuseIdentifier && first.reuseCount == 0)
        table.reloadData()
        let cells = (0..<6).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? ContactCell }
        #expect(cells.count == 6)
        #expect(cells.contains { $0 === first } && first.reuseCount == 1)
    }

    @Test("row heights from the delegate; queries by point, index path and selection; scrolling to a row")
    func geometry() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        let rows = FixedRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 130, width: 320, height: 50))
        #expect(table.contentSize == CGSize(width: 320, height: 330))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 400)) == nil)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .bottom)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        // Row 4 ends at 80 + 4 × 50 = 280; at the bottom of a 200-point table the offset is 80.
        #expect(table.contentOffset == CGPoint(x: 0, y: 80))
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 130)  // 280 would pass the end: 330 − 200
        #expect(table.indexPathsForVisibleRows == [2, 3, 4, 5].map { IndexPath(row: $0, section: 0) })
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("a cell asked for by an identifier nobody registered is a default cell, and the table goes on")
    func unregisteredIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let rows = FixedRows()
        rows.identifier = "Nobody"
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.textLabel?.text == "Row 5")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nobody") == nil)
    }

    @Test("a registered cell made by the table lives as long as the table shows it")
    func cellLifetime() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let rows = FixedRows()
        rows.identifier = ContactCell.reuseIdentifier
        table.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        table.dataSource = rows
        table.layoutIfNeeded()
        table.reloadData()
        table.reloadData()
        #expect((0..<6).allSatisfy { table.cellForRow(at: IndexPath(row: $0, section: 0)) is ContactCell })
    }
}
