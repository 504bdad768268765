import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster

/// The iOS Settings app's first screen, built as an app builds it: a
/// navigation bar with a large title pinned below the status bar, over an
/// inset-grouped table of switch, value and disclosure cells with coloured
/// icons, section titles and a footer. The screen is its table's data source.
@MainActor
final class SettingsTableScreen: View, TableViewDataSource {
    /// One row: its icon colour, title, value (for value cells) and whether it has a switch (on or off).
    private struct Row {
        let icon: Color
        let title: String
        var value: String?
        var toggle: Bool?
    }

    /// One section: its title, footer and rows.
    private struct Section {
        var header: String?
        var footer: String?
        let rows: [Row]
    }

    private let sections = [
        Section(rows: [
            Row(icon: Color(hex: 0xFF9500), title: "Airplane Mode", toggle: false),
            Row(icon: Color(hex: 0x007AFF), title: "Wi-Fi", value: "Home"),
            Row(icon: Color(hex: 0x007AFF), title: "Bluetooth", value: "On"),
            Row(icon: Color(hex: 0x34C759), title: "Personal Hotspot", value: "Off"),
        ]),
        Section(
            header: "Alerts",
            rows: [
                Row(icon: Color(hex: 0xFF3B30), title: "Notifications"),
                Row(icon: Color(hex: 0xFF2D55), title: "Sounds & Haptics"),
                Row(icon: Color(hex: 0x5856D6), title: "Focus"),
            ]),
        Section(
            header: "Display", footer: "Dark Mode follows the time of day when Automatic is on.",
            rows: [
                Row(icon: Color(hex: 0x30B0C7), title: "Automatic", toggle: true),
                Row(icon: Color(hex: 0x007AFF), title: "Text Size", value: "Default"),
                Row(icon: Color(hex: 0x8E8E93), title: "Auto-Lock", value: "30 Seconds"),
            ]),
    ]

    /// The screen, sized by the snapshot to each device.
    static func make() throws -> SettingsTableScreen {
        let screen = SettingsTableScreen(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        try screen.build()
        return screen
    }

    /// Adds the bar and the table and pins them.
    private func build() throws {
        backgroundColor = .systemGroupedBackground
        let bar = NavigationBar(frame: .zero)
        bar.prefersLargeTitles = true
        bar.pushItem(NavigationItem(title: "Settings"))
        let table = TableView(frame: .zero, style: .insetGrouped)
        table.translatesAutoresizingMaskIntoConstraints = false
        table.dataSource = self
        try addSubview(table)
        try addSubview(bar)
        try bar.pinToSafeAreaTop(of: self)
        try NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: bar.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: leadingAnchor),
            table.trailingAnchor.constraint(equalTo: trailingAnchor),
            table.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = TableViewCell(style: row.value == nil ? .default : .value1, reuseIdentifier: nil)
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        cell.imageView?.image = Self.icon(row.icon)
        if let isOn = row.toggle {
            let toggle = Switch(frame: .zero)
            toggle.isOn = isOn
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        } else {
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    /// A 29-point rounded square of `color` at 3x, as the Settings app's icons
    /// are framed (their artwork is Apple's and is not drawn).
    private static func icon(_ color: Color) -> Image? {
        guard let canvas = try? Canvas(width: 87, height: 87, scale: 3) else { return nil }
        canvas.fill(Path(roundedRect: Rect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 6.5), color: color)
        return Image(bitmap: canvas.bitmap, scale: 3)
    }
}
