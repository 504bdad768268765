import Foundation
import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Table pixels, light and dark: backgrounds, separators, rounded inset-grouped sections,
/// accessory marks and the selection background.
@Suite @MainActor struct TableViewRenderingTests {
    private let separatorLight = ControlRendering.over(Color(hex: 0x3C3C43, alpha: 0.29), on: .white)
    private let separatorDark = ControlRendering.over(Color(hex: 0x545458, alpha: 0.6), on: .black)

    /// A table of `style` showing `fixture`, 200 points wide and as tall as its content.
    private func table(_ fixture: TableFixture, style: TableViewStyle = .plain) -> TableView {
        TableFixture.sizedToContent(TableFixture.table(fixture, style: style, width: 200))
    }

    /// Whether some pixel of `rect` is within `tolerance` of `color`.
    private func has(_ color: [Int], in image: Bitmap, x: Range<Int>, y: Range<Int>, within tolerance: Int = 6) -> Bool {
        y.contains { row in x.contains { ControlRendering.close(image.rgba($0, row), color, within: tolerance) } }
    }

    @Test func plainRowsAreOnTheSystemBackgroundWithSeparatorsInTheSeparatorColour() throws {
        let fixture = TableFixture(TableFixture.rows(2))
        let image = try ControlRendering.render(table(fixture))
        #expect(image.rgba(100, 20) == RGBA.white)
        #expect(ControlRendering.close(image.rgba(100, 43), separatorLight), "\(image.rgba(100, 43))")
        #expect(image.rgba(8, 43) == RGBA.white, "the separator starts at the 16-point inset")
        let dark = try ControlRendering.render(table(fixture), dark: true)
        #expect(dark.rgba(100, 20) == RGBA.black)
        #expect(ControlRendering.close(dark.rgba(100, 43), separatorDark), "\(dark.rgba(100, 43))")
        let coloured = table(fixture)
        coloured.separatorColor = .red
        #expect(try ControlRendering.render(coloured).rgba(100, 43) == RGBA.red)
    }

    @Test func insetGroupedSectionsAreRoundedCardsOnTheGroupedBackground() throws {
        let fixture = TableFixture(TableFixture.rows(2))
        let image = try ControlRendering.render(table(fixture, style: .insetGrouped))
        let grouped = [0xF2, 0xF2, 0xF7, 255]
        #expect(image.rgba(100, 10) == grouped && image.rgba(5, 50) == grouped)
        #expect(image.rgba(16, 35) == grouped && image.rgba(183, 122) == grouped, "rounded corners show the background")
        #expect(image.rgba(17, 57) == RGBA.white && image.rgba(30, 40) == RGBA.white)
        #expect(image.rgba(20, 78) == RGBA.white && ControlRendering.close(image.rgba(40, 78), separatorLight))
        let dark = try ControlRendering.render(table(fixture, style: .insetGrouped), dark: true)
        #expect(dark.rgba(100, 10) == RGBA.black && dark.rgba(16, 35) == RGBA.black)
        #expect(dark.rgba(30, 40) == [0x1C, 0x1C, 0x1E, 255])
    }

    @Test func accessoryMarksAreDrawnInTheirColours() throws {
        let fixture = TableFixture([
            TableFixture.cell("Open", accessory: .disclosureIndicator), TableFixture.cell("Chosen", accessory: .checkmark),
            TableFixture.cell("Info", accessory: .detailButton), TableFixture.cell("Nothing"),
        ])
        let image = try ControlRendering.render(table(fixture))
        let chevron = ControlRendering.over(Color(hex: 0x3C3C43, alpha: 0.3), on: .white)
        #expect(has(chevron, in: image, x: 176..<184, y: 15..<29), "a grey chevron")
        #expect(ControlRendering.inkCount(image, in: (176..<184, 15..<29), background: RGBA.white, threshold: 20) > 10)
        #expect(has([0, 0x7A, 0xFF, 255], in: image, x: 169..<184, y: 44 + 15..<44 + 29), "a checkmark in the tint colour")
        #expect(has([0, 0x7A, 0xFF, 255], in: image, x: 162..<184, y: 88 + 11..<88 + 33), "a detail button in the tint colour")
        #expect(ControlRendering.inkCount(image, in: (150..<200, 132..<175), background: RGBA.white, threshold: 20) == 0, "no mark")
        let dark = try ControlRendering.render(table(fixture), dark: true)
        #expect(has([0x0A, 0x84, 0xFF, 255], in: dark, x: 169..<184, y: 44 + 15..<44 + 29))
        #expect(has(ControlRendering.over(Color(hex: 0xEBEBF5, alpha: 0.3), on: .black), in: dark, x: 176..<184, y: 15..<29))
        let tinted = table(fixture)
        tinted.tintColor = .red
        #expect(has(RGBA.red, in: try ControlRendering.render(tinted), x: 169..<184, y: 44 + 15..<44 + 29, within: 0))
    }

    @Test func aSelectedCellIsDrawnOnSystemGray4UnlessItsSelectionStyleIsNone() throws {
        let cell = TableFixture.cell("Selected")
        cell.isSelected = true
        let fixture = TableFixture([cell])
        #expect(try ControlRendering.render(table(fixture)).rgba(150, 10) == [0xD1, 0xD1, 0xD6, 255])
        #expect(try ControlRendering.render(table(fixture), dark: true).rgba(150, 10) == [0x3A, 0x3A, 0x3C, 255])
        cell.selectionStyle = .none
        #expect(try ControlRendering.render(table(fixture)).rgba(150, 10) == RGBA.white)
    }

    @Test func aScrolledTableShowsItsLaterRowsAndClipsTheRest() throws {
        let cells = (0..<6).map { TableFixture.cell("Row \($0)") }
        cells[3].backgroundColor = .red
        let fixture = TableFixture(cells)
        let scrolled = TableFixture.table(fixture, width: 200)
        scrolled.frame = Rect(x: 0, y: 0, width: 200, height: 88)
        scrolled.contentOffset = Point(x: 0, y: 132)
        let image = try ControlRendering.render(scrolled)
        #expect(image.rgba(100, 10) == RGBA.red && image.rgba(100, 60) == RGBA.white)
        #expect(scrolled.visibleCells.count == 2 && scrolled.visibleCells.first === cells[3])
    }

    @Test func viewsMadeWhileTheTableIsFirstDrawnTakeTheWindowsTraits() throws {
        let device = DeviceProfile(
            name: "Test", osVersion: "17.0", screenSize: Size(width: 200, height: 200), scale: 1,
            horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let window = Window(device: device)
        window.traitOverrides.userInterfaceStyle = .dark
        let fixture = TableFixture(header: "Title", TableFixture.rows(2))
        let table = TableView(frame: window.bounds, style: .grouped)
        table.rowHeight = 44  // the cells are not measured, so only the load gives them their traits
        table.dataSource = fixture
        try window.addSubview(table)
        let image = try window.drawHierarchy()
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0)), header = table.rectForHeader(inSection: 0)
        #expect(image.rgba(150, Int(row.minY) + 10) == [0x1C, 0x1C, 0x1E, 255], "a dark cell")
        let separator = ControlRendering.over(Color(hex: 0x545458, alpha: 0.6), on: Color(hex: 0x1C1C1E))
        #expect(ControlRendering.close(image.rgba(100, Int(row.maxY) - 1), separator), "\(image.rgba(100, Int(row.maxY) - 1))")
        let title = (Int(header.minY)..<Int(header.maxY)).flatMap { y in (0..<100).map { image.rgba($0, y)[0] } }
        #expect((title.max() ?? 0) > 100, "light title text on the dark background")
    }
}
