import Foundation
import HeadlessGeometry
import Testing

@testable import HeadlessLayers

/// A data source whose two rows are dequeued by identifier, as UIKit code writes them.
@MainActor private final class DequeuingSource: TableViewDataSource {
    var identifier = "cell"
    /// Whether each cell asked for reloads the table (a mistake the table must survive).
    var reloadsWhileLoading = false
    /// Whether cells are dequeued (else each load makes new ones with the identifier).
    var dequeues = true
    /// What the table answered for the number of rows each time a cell was asked for.
    var askedCounts: [Int] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if reloadsWhileLoading { tableView.reloadData() }
        askedCounts.append(tableView.numberOfRows(inSection: indexPath.section))
        let cell =
            dequeues
            ? tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            : TableViewCell(style: .default, reuseIdentifier: identifier)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A cell class to register.
private final class CustomCell: TableViewCell {}

/// Dequeuing cells: registered classes, reuse after a reload, and an identifier never registered.
@Suite @MainActor struct TableViewReuseTests {
    @Test func cellsAreMadeFromTheRegisteredClassAndReusedAfterAReload() throws {
        let source = DequeuingSource()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.register(CustomCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first is CustomCell && first.reuseIdentifier == "cell" && table.issues.isEmpty)
        #expect(source.askedCounts == [2, 2], "the row count is known while the cells are asked for, as in UIKit")
        first.isSelected = true
        table.reloadData()
        let reused = (0..<2).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(reused.contains { $0 === first } && !first.isSelected, "reused after prepareForReuse")
        #expect(table.dequeueReusableCell(withIdentifier: "cell") == nil, "both queued cells are in use")
    }

    @Test func aReloadAskedForByTheDataSourceWhileLoadingWaitsForTheNextLayout() {
        let source = DequeuingSource()
        source.reloadsWhileLoading = true
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.register(CustomCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        #expect(table.numberOfRows(inSection: 0) == 2 && table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 1")
    }

    @Test func theReuseQueueHoldsNoMoreThanTheLastLoadsCells() {
        let source = DequeuingSource()
        source.dequeues = false
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.dataSource = source
        for _ in 0..<5 { table.reloadData() }
        #expect(table.reusableCells["cell"]?.count == 2)
    }

    @Test func anUnregisteredIdentifierMakesADefaultCellAndIsListed() {
        let source = DequeuingSource()
        source.identifier = "missing"
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.dataSource = source
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 1")
        #expect(table.issues == [.unregisteredIdentifier("missing"), .unregisteredIdentifier("missing")])
    }

    @Test func aDataSourceAskingForCellsWhileLoadingSeesNoneOfTheLastLoad() {
        let source = PeekingSource()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.seen.count == 4 && source.seen.allSatisfy { !$0 })
    }
}

/// Two rows whose data source asks the table for its first row's cell while giving each cell.
@MainActor private final class PeekingSource: TableViewDataSource {
    /// For each cell given, whether the table answered with a cell for row 0.
    var seen: [Bool] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        seen.append(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }
}
