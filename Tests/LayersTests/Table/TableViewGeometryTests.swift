import Foundation
import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Table geometry: rows, headers and footers per style, inset-grouped insets and corners,
/// separators, the content size and self-sizing rows.
@Suite @MainActor struct TableViewGeometryTests {
    @Test func plainRowsStackFromTheTopAndSizeTheContent() {
        let fixture = TableFixture(TableFixture.rows(3))
        let table = TableFixture.table(fixture)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(
            (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
                == [0, 44, 88].map { Rect(x: 0, y: $0, width: 320, height: 44) })
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame == Rect(x: 0, y: 88, width: 320, height: 44))
        #expect(table.rectForHeader(inSection: 0).height == 0 && table.rectForFooter(inSection: 0).height == 0)
        #expect(table.contentSize == Size(width: 320, height: 132))
        // Three rows' separators, then the empty rows' down to the bottom of the 600-point bounds, every 44 points.
        #expect(
            table.separatorContainer.subviews.map(\.frame)
                == stride(from: 43.0, through: 571, by: 44).map { Rect(x: 16, y: $0, width: 304, height: 1) })
        table.tableFooterView = View()
        table.layoutIfNeeded()
        #expect(table.separatorContainer.subviews.count == 3)
        table.tableFooterView = nil
        table.fillerRowHeight = 100
        table.layoutIfNeeded()
        #expect(table.separatorContainer.subviews.dropFirst(3).map(\.frame.minY) == [231, 331, 431, 531])
    }

    @Test func groupedSectionsAreSpacedByHeadersAndFootersWithSeparatorsAboveAndBelow() {
        let fixture = TableFixture([.init(cells: TableFixture.rows(2)), .init(cells: TableFixture.rows(2))])
        let table = TableFixture.table(fixture, style: .grouped)
        #expect(table.rectForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 320, height: 35))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 0, y: 35, width: 320, height: 44))
        #expect(table.rectForFooter(inSection: 0) == Rect(x: 0, y: 123, width: 320, height: 17.5))
        #expect(table.rectForHeader(inSection: 1) == Rect(x: 0, y: 140.5, width: 320, height: 17.5))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).minY == 202)
        #expect(table.contentSize.height == 263.5)
        #expect(table.rect(forSection: 1) == Rect(x: 0, y: 140.5, width: 320, height: 123))
        #expect(
            Array(table.separatorContainer.subviews.map(\.frame).prefix(3)) == [
                Rect(x: 0, y: 35, width: 320, height: 1), Rect(x: 16, y: 78, width: 304, height: 1), Rect(x: 0, y: 122, width: 320, height: 1),
            ])
        #expect(table.separatorContainer.subviews.count == 6)
    }

    @Test func insetGroupedSectionsAreInsetByTheMarginWithRoundedEnds() {
        let fixture = TableFixture([.init(cells: TableFixture.rows(3)), .init(cells: TableFixture.rows(1))])
        let table = TableFixture.table(fixture, style: .insetGrouped, width: 393)
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.frame.minX) == [16, 16, 16] && cells.map(\.frame.width) == [361, 361, 361])
        #expect(cells.map(\.layer.maskedCorners) == [[.topLeft, .topRight], [], [.bottomLeft, .bottomRight]])
        #expect(cells.map(\.layer.cornerRadius) == [10, 10, 10] && cells.map(\.clipsToBounds) == [true, false, true])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.layer.maskedCorners == .all)
        #expect(
            table.separatorContainer.subviews.map(\.frame) == [
                Rect(x: 32, y: 78, width: 345, height: 1), Rect(x: 32, y: 122, width: 345, height: 1),
            ], "separators only between the rows of a section, at the cell's text")
        let wide = TableFixture.table(fixture, style: .insetGrouped, width: 430)
        #expect(wide.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 20, y: 35, width: 390, height: 44))
        #expect(wide.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.frame.minX == 20)
    }

    @Test func groupedHeaderTitlesAreUppercasedFootnotesAndFootersAreNot() throws {
        let fixture = TableFixture(header: "Network", footer: "Devices nearby can join.", TableFixture.rows(1))
        let table = TableFixture.table(fixture, style: .insetGrouped)
        let header = try #require(table.headerView(forSection: 0))
        let footer = try #require(table.footerView(forSection: 0))
        #expect(header.textLabel.text == "NETWORK" && footer.textLabel.text == "Devices nearby can join.")
        #expect(header.textLabel.font?.textStyle == .footnote && footer.textLabel.font?.textStyle == .footnote)
        let headerRect = table.rectForHeader(inSection: 0)
        #expect(headerRect.height > 23 && headerRect.height < 45, "\(headerRect)")
        #expect(header.textLabel.frame.minX == 32, "the title lines up with the cells' text")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerRect.maxY)
        let plain = TableFixture.table(fixture)
        #expect(plain.headerView(forSection: 0)?.textLabel.text == "Network")
        #expect(plain.headerView(forSection: 0)?.textLabel.font?.textStyle == .headline)
    }

    @Test func rowsSizeThemselvesToTheirTextAndGrowWithTheContentSizeCategory() throws {
        let subtitle = TableFixture.cell("Title", detail: "Subtitle", style: .subtitle)
        let wrapping = TableFixture.cell(String(repeating: "A long line that wraps. ", count: 8))
        wrapping.textLabel?.numberOfLines = 0
        let fixture = TableFixture(TableFixture.rows(1) + [subtitle, wrapping])
        let table = TableFixture.table(fixture)
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights[0] == 44)
        #expect(heights[1] > 50, "two lines of text: \(heights)")
        #expect(heights[2] > heights[1], "wrapped text: \(heights)")
        table.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        table.layoutIfNeeded()
        let large = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(large[0] > 60 && large[1] > heights[1] * 1.8 && large[2] > heights[2], "\(large)")
        #expect(table.contentSize.height == large.reduce(0, +))
        table.rowHeight = 60
        #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [60, 60, 60])
    }

    @Test func aCellSizedByConstraintsInItsContentViewTakesTheirHeight() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        try cell.contentView.addSubview(box)
        let content = cell.contentView
        try LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 80),
        ])
        let fixture = TableFixture([cell])
        let table = TableFixture.table(fixture)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
        #expect(box.frame == Rect(x: 16, y: 10, width: 288, height: 80))
    }

    @Test func separatorsStartAtTheTextAfterAnImageOrAtTheInsetSet() throws {
        let withImage = TableFixture.cell("Wi-Fi")
        withImage.imageView?.image = Image(bitmap: try Bitmap(width: 29, height: 29, color: .blue))
        let custom = TableFixture.cell("Custom")
        custom.separatorInset = EdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        let fixture = TableFixture([withImage, TableFixture.cell("Plain"), custom])
        let table = TableFixture.table(fixture)
        #expect(withImage.imageView?.frame == Rect(x: 16, y: 7.5, width: 29, height: 29))
        #expect(withImage.textLabel?.frame.minX == 61)
        table.tableFooterView = View()  // no empty rows' separators below the three rows
        table.layoutIfNeeded()
        #expect(table.separatorContainer.subviews.map(\.frame.minX) == [61, 16, 40])
        #expect(table.separatorContainer.subviews.last?.frame.width == 270)
        table.separatorInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        table.layoutIfNeeded()
        #expect(table.separatorContainer.subviews.map(\.frame.minX) == [0, 0, 40])
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(table.separatorContainer.subviews.isEmpty)
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let fixture = TableFixture(TableFixture.rows(2))
        let table = TableFixture.table(fixture)
        table.tableHeaderView = View(frame: Rect(x: 0, y: 0, width: 10, height: 50))
        table.tableFooterView = View(frame: Rect(x: 0, y: 0, width: 10, height: 30))
        table.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.tableFooterView?.frame == Rect(x: 0, y: 138, width: 320, height: 30))
        #expect(table.contentSize.height == 168)
    }

    @Test func aTableInAWindowStartsBelowTheStatusBarAndInsetsItsCellsInLandscape() throws {
        let window = Window(device: .iPhone15)
        let fixture = TableFixture(TableFixture.rows(2))
        let table = TableView(frame: window.bounds, style: .insetGrouped)
        table.dataSource = fixture
        try window.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 59 && table.contentOffset.y == -59)
        window.device = .iPhone15Landscape
        table.frame = window.bounds
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 59 + 20)
    }

    @Test func headersOfAFixedHeightKeepTheirTitleInsets() {
        let fixture = TableFixture(header: "Network", TableFixture.rows(2))
        let automatic = TableFixture.table(fixture, style: .insetGrouped, width: 390)
        let titleX = automatic.headerView(forSection: 0)?.textLabel.frame.minX
        let fixed = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
        fixed.sectionHeaderHeight = 40
        fixed.dataSource = fixture
        fixed.layoutIfNeeded()
        #expect(fixed.rectForHeader(inSection: 0).height == 40)
        #expect(titleX != nil && titleX! > 16 && fixed.headerView(forSection: 0)?.textLabel.frame.minX == titleX)
    }
}
