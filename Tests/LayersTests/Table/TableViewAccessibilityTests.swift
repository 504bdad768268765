import Foundation
import HeadlessGeometry
import Testing

@testable import HeadlessLayers

/// What VoiceOver reads in a table: headers as headings, each cell as one element, in order.
@Suite @MainActor struct TableViewAccessibilityTests {
    @Test func aTableIsReadHeaderRowsFooterWithEachCellAsOneElement() {
        let bluetooth = TableFixture.cell("Bluetooth")
        let toggle = Switch()
        toggle.isOn = true
        bluetooth.accessoryView = toggle
        let fixture = TableFixture([
            .init(
                header: "Network", footer: "Choose a network.",
                cells: [
                    TableFixture.cell("Wi-Fi", detail: "Home", style: .value1, accessory: .disclosureIndicator), bluetooth,
                    TableFixture.cell("English", accessory: .checkmark),
                ]),
            .init(cells: [TableFixture.cell("About", detail: "Version 2", style: .subtitle, accessory: .detailButton)]),
        ])
        let table = TableFixture.sizedToContent(TableFixture.table(fixture, style: .insetGrouped))
        let items = table.accessibilityItems()
        #expect(
            items.map(\.description) == [
                "Network. Heading.", "Wi-Fi, Home. Button.", "Bluetooth, 1. Switch button.", "English. Selected.",
                "Choose a network.", "About, Version 2. Button.",
            ])
        #expect(items[1].frame == table.rectForRow(at: IndexPath(row: 0, section: 0)))
    }

    @Test func aSelectedCellIsReadAsSelectedAndSetPropertiesWin() {
        let cell = TableFixture.cell("Row")
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Row" && cell.accessibilityTraits == .none)
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)
        cell.accessibilityLabel = "Custom"
        #expect(cell.accessibilityItems().map(\.description) == ["Custom. Selected."])
        let empty = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(empty.accessibilityLabel == nil)
    }
}
