import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText
import Testing

/// Controls and tables: uber's system button and switches (drawn with
/// `drawViewHierarchy`), Facebook's iOS 9 switch, and swift-snapshot-testing's
/// plain table view controller.
@Suite("Parity: controls and tables")
@MainActor
struct ControlsParityTests {
    /// A device with no safe area at `scale`, as a key window of those simulators.
    static func device(scale: Double) -> DeviceProfile {
        DeviceProfile(
            name: "simulator @\(Int(scale))x", osVersion: "14.5", screenSize: Size(width: 375, height: 667), scale: scale,
            horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }

    @Test("uber testViewSnapshotWithUIAppearanceResizing: 'Click me!' system button, 15-point content insets, sized to fit")
    func resizingButton() throws {
        let pair = "uber__ios-snapshot-test-case/testViewSnapshotWithUIAppearanceResizing"
        for scale in [2.0, 3.0] {
            let button = Button(title: "Click me!")
            // UIButton.appearance().contentEdgeInsets, set on the button itself.
            button.contentEdgeInsets = EdgeInsets(all: 15)
            button.traitOverrides.displayScale = scale  // the host simulator's screen, which UIKit rounds sizes to
            button.sizeToFit()
            let file = "testViewSnapshotWithUIAppearanceResizing@\(Int(scale))x.png"
            Parity.size(pair, file, name: "sizeToFit", ours: button.bounds.size, ios: Size(width: 94, height: 48), scale: scale)
            let ours = try button.drawHierarchy(device: Self.device(scale: scale))
            let ios = try IOSOracle.image("\(pair)/\(file)")
            let mask = Parity.text(pair, file, name: "title", ours: ours, ios: ios, region: button.bounds, scale: scale)
            Parity.geometry(pair, file, ours: ours, ios: ios, mask: mask)
        }
    }

    /// An on switch with a blue on-tint and a light grey thumb (UIColor.lightGray is white 2/3).
    func appearanceSwitch() -> Switch {
        let control = Switch(frame: .zero)
        control.isOn = true
        control.onTintColor = .blue
        control.thumbTintColor = DynamicColor(Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
        control.sizeToFit()
        return control
    }

    @Test("uber testViewSnapshotWithUIAppearance: on switch, blue on-tint, light grey thumb, at 2x (iOS 14.5) and 3x (iOS 13)")
    func uberSwitch() throws {
        let pair = "uber__ios-snapshot-test-case/testViewSnapshotWithUIAppearance"
        let facebook = try IOSOracle.image(
            "facebookarchive__ios-snapshot-test-case/testViewSnapshotWithUIAppearance/testViewSnapshotWithUIAppearance@2x.png")
        for scale in [2.0, 3.0] {
            let control = appearanceSwitch()
            let file = "testViewSnapshotWithUIAppearance@\(Int(scale))x.png"
            Parity.size(pair, file, name: "intrinsic size", ours: control.bounds.size, ios: Size(width: 51, height: 31), scale: scale)
            let ours = try control.drawHierarchy(device: Self.device(scale: scale))
            let ios = try IOSOracle.image("\(pair)/\(file)")
            // At 2x the other iOS is Facebook's iOS 9.3 render of the same code.
            Parity.geometry(pair, file, ours: ours, ios: ios, otherIOS: scale == 2 ? facebook : nil)
        }
    }

    @Test("facebookarchive testViewSnapshotWithUIAppearance: the same switch on iOS 9.3 at 2x")
    func facebookSwitch() throws {
        let pair = "facebookarchive__ios-snapshot-test-case/testViewSnapshotWithUIAppearance"
        let file = "testViewSnapshotWithUIAppearance@2x.png"
        let ours = try appearanceSwitch().drawHierarchy(device: Self.device(scale: 2))
        Parity.geometry(pair, file, ours: ours, ios: try IOSOracle.image("\(pair)/\(file)"))
    }

    /// Ten default cells titled "0" to "9".
    final class DigitsSource: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    struct TableDevice: Sendable, CustomStringConvertible {
        let file: String
        let size: Size
        let safeArea: EdgeInsets
        let compactWidth: Bool
        let category: ContentSizeCategory?
        var description: String { file }
    }

    nonisolated static let tableDevices: [TableDevice] = [
        TableDevice(
            file: "testTableViewController.1.png", size: Size(width: 320, height: 568),
            safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), compactWidth: true, category: .medium),
        TableDevice(
            file: "testAssertMultipleSnapshot.iPad-image.png", size: Size(width: 1024, height: 768),
            safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), compactWidth: false, category: nil),
        TableDevice(
            file: "testAssertMultipleSnapshot.1.png", size: Size(width: 375, height: 812),
            safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), compactWidth: true, category: .medium),
        TableDevice(
            file: "testAssertMultipleSnapshot.2.png", size: Size(width: 414, height: 896),
            safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), compactWidth: true, category: nil),
    ]

    @Test("testTableViewController: plain table of ten default cells filling the window, at 3x", arguments: tableDevices)
    func tableViewController(_ d: TableDevice) throws {
        let pair = "pointfreeco__swift-snapshot-testing/testTableViewController"
        let window = Window(
            device: DeviceProfile(
                name: d.file, osVersion: "13.2.2", screenSize: d.size, scale: 3,
                horizontalSizeClass: d.compactWidth ? .compact : .regular, verticalSizeClass: .regular,
                safeAreaInsets: d.safeArea))
        let table = TableView(frame: window.bounds, style: .plain)
        if let category = d.category { table.traitOverrides.preferredContentSizeCategory = category }
        let source = DigitsSource()
        table.dataSource = source
        try window.addSubview(table)
        window.layoutIfNeeded()
        table.reloadData()
        window.layoutIfNeeded()
        let ours = try table.layer.renderedImage(scale: 3)
        let ios = try IOSOracle.image("\(pair)/\(d.file)")
        var mask: [PixelBox] = []
        var worst = Parity.TextFigures()
        for row in 0..<10 {
            guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)), let label = cell.textLabel else { continue }
            // The row's text, searched in the left half of the row (the label's line, wide enough for iOS's).
            let origin = label.layer.convert(Point(x: 0, y: 0), to: table.layer)
            let top = origin.y - table.bounds.minY  // image rows start at the table's bounds origin
            let region = Rect(
                x: 0, y: top - 4, width: min(table.bounds.width, origin.x + label.bounds.width + 24),
                height: label.bounds.height + 8)
            let measured = Parity.measureText(ours: ours, ios: ios, region: region, scale: 3)
            mask += measured.mask
            if let figures = measured.ours {
                worst = worst.worse(figures)
            } else {
                Issue.record("no text found in row \(row) of \(d.file)")
            }
        }
        // The ten rows' text figures, each the worst row's.
        Parity.checkText(pair, d.file, name: "rows 0–9 text (worst row)", worst, iosVsIos: nil)
        Parity.geometry(pair, d.file, ours: ours, ios: ios, mask: mask, note: "separators and backgrounds")
    }
}
