import Foundation
import HeadlessGeometry
import Testing

@testable import HeadlessLayers

/// What a table does with bad input: clamped or left out and listed in its issues, never a crash.
@Suite @MainActor struct TableViewBadInputTests {
    @Test func nonFiniteOrNegativeHeightsAreTakenAsAutomatic() throws {
        let fixture = TableFixture(TableFixture.rows(2))
        let table = TableFixture.table(fixture)
        for bad in [Double.nan, -5, .infinity, -.infinity] {
            table.rowHeight = bad
            table.sectionHeaderHeight = bad
            table.sectionFooterHeight = bad
            #expect(
                table.rowHeight == TableView.automaticDimension && table.sectionHeaderHeight == TableView.automaticDimension
                    && table.sectionFooterHeight == TableView.automaticDimension)
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 44, width: 320, height: 44))
        table.rowHeight = 0
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
        _ = try ControlRendering.render(table)
    }

    @Test func aCellOfYourOwnThatFitsANonFiniteHeightGets44Points() {
        let fixture = TableFixture([NaNCell(style: .default, reuseIdentifier: nil), TableFixture.cell("After")])
        let table = TableFixture.table(fixture)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test func negativeCountsShowNothingAndAreListed() {
        let fixture = TableFixture(TableFixture.rows(2))
        fixture.reportedSectionCount = -3
        let table = TableFixture.table(fixture)
        #expect(table.numberOfSections == 0 && table.contentSize.height == 0)
        #expect(table.issues == [.negativeSectionCount(-3)])
        fixture.reportedSectionCount = nil
        fixture.reportedRowCount = -1
        table.reloadData()
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 0)
        #expect(table.issues.map(\.description) == ["tableView(_:numberOfRowsInSection: 0) returned -1; no rows are shown in that section"])
    }

    @Test func aCellGivenForTwoRowsIsShownOnceAndAnEmptyCellStandsIn() throws {
        let shared = TableFixture.cell("Shared")
        let fixture = TableFixture([shared, shared, TableFixture.cell("Other")])
        let table = TableFixture.table(fixture)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === shared)
        let standIn = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(standIn !== shared && standIn.textLabel?.text == nil && standIn.frame.minY == 44)
        #expect(shared.frame.minY == 0)
        #expect(table.issues == [.cellAlreadyShown(section: 0, row: 1, firstSection: 0, firstRow: 0)])
    }

    @Test func indexPathsOutOfRangeFindNothing() {
        let fixture = TableFixture(TableFixture.rows(2))
        let table = TableFixture.table(fixture)
        for path in [
            IndexPath(row: 2, section: 0), IndexPath(row: -1, section: 0), IndexPath(row: 0, section: 1),
            IndexPath(row: 0, section: -1), IndexPath(indexes: [0, 0, 0]), IndexPath(index: 0), IndexPath(),
        ] {
            #expect(table.cellForRow(at: path) == nil && table.rectForRow(at: path) == .zero, "\(path)")
        }
        #expect(IndexPath(indexes: [0, 1, 2]).row == -1 && IndexPath(index: 3).section == -1)
        #expect(table.numberOfRows(inSection: -1) == 0 && table.numberOfRows(inSection: 5) == 0)
        #expect(table.headerView(forSection: 9) == nil && table.footerView(forSection: -1) == nil)
        #expect(table.rectForHeader(inSection: 3) == .zero && table.rect(forSection: -2) == .zero)
        #expect(table.indexPath(for: TableViewCell()) == nil)
        #expect(table.indexPath(for: fixture.sections[0].cells[1]) == IndexPath(row: 1, section: 0))
    }

    @Test func withoutADataSourceTheTableIsEmpty() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 100), style: .grouped)
        #expect(table.numberOfSections == 0 && table.contentSize == Size(width: 100, height: 0) && table.issues.isEmpty)
        _ = try ControlRendering.render(table)
        var fixture: TableFixture? = TableFixture(TableFixture.rows(2))
        table.dataSource = fixture
        #expect(table.numberOfRows(inSection: 0) == 2)
        fixture = nil
        #expect(table.dataSource == nil, "the data source is kept weakly")
        table.reloadData()
        #expect(table.numberOfSections == 0 && table.subviews.count == 1, "only the separators' container is left")
    }

    @Test func emptyTitlesShowNoHeaderOrFooter() {
        let fixture = TableFixture(header: "", footer: "", TableFixture.rows(1))
        let table = TableFixture.table(fixture, style: .grouped)
        #expect(table.headerView(forSection: 0) == nil && table.footerView(forSection: 0) == nil)
        #expect(table.rectForHeader(inSection: 0).height == 35 && table.rectForFooter(inSection: 0).height == 17.5)
    }

    @Test func tooManyRowsAreLeftOutAndListed() {
        let fixture = TableFixture(TableFixture.rows(1))
        fixture.reportedRowCount = .max
        let table = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        table.rowHeight = 10
        table.dataSource = fixture
        #expect(table.numberOfRows(inSection: 0) == TableView.maximumRowCount)
        #expect(table.issues.count == TableView.maximumRowCount)  // each row after the first repeats a cell
        #expect(table.issues.first == .tooManyRows(limit: TableView.maximumRowCount))
        fixture.reportedRowCount = 0
        fixture.reportedSectionCount = .max
        table.reloadData()
        #expect(table.numberOfSections == TableView.maximumRowCount && table.issues == [.tooManyRows(limit: TableView.maximumRowCount)])
    }
}

/// A cell that measures itself as NaN points tall.
private final class NaNCell: TableViewCell {
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: .nan) }
}
