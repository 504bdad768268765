import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import UIKit

/// The `screen-engine` and `screen-uikit` scenes: one screen of 20 rows
/// (a rounded icon, a title, a subtitle and a switch, placed by hand), built,
/// laid out and drawn at 3x each frame, through this package's names or
/// through UIKit's. The ratio of the two is what the UIKit faces cost;
/// `screen-uikit` also reports whether both draw the same pixels.
@MainActor
struct FaceBench {
    /// Whether the screen is built through UIKit's names.
    let throughUIKit: Bool

    /// The rows of the screen.
    nonisolated static let rows = 20

    func prepared() throws -> BenchScene.Prepared {
        let draw: () throws -> Bitmap = throughUIKit ? Self.drawThroughUIKit : Self.drawThroughEngine
        var last = try draw()
        return BenchScene.Prepared(
            frame: { if let image = try? draw() { last = image } },
            image: { last },
            extraFields: {
                guard throughUIKit else { return [("rows", "\(Self.rows)")] }
                return [("rows", "\(Self.rows)"), ("same-pixels-as-engine", "\(try Self.drawThroughEngine() == last)")]
            })
    }

    /// The screen built with the engine's views.
    static func drawThroughEngine() throws -> Bitmap {
        let screen = View(frame: DeviceProfile.iPhone15.screenBounds)
        screen.backgroundColor = .systemGroupedBackground
        for row in 0..<rows {
            let y = 8 + Double(row) * 40
            let icon = View(frame: Rect(x: 16, y: y + 4, width: 28, height: 28))
            icon.backgroundColor = .systemBlue
            icon.layer.cornerRadius = 7
            let title = Label(frame: Rect(x: 56, y: y, width: 240, height: 20))
            title.text = "Setting \(row + 1)"
            title.font = try .system(size: 16, weight: .semibold)
            let subtitle = Label(frame: Rect(x: 56, y: y + 20, width: 240, height: 16))
            subtitle.text = "Details of setting \(row + 1)"
            subtitle.font = try .system(size: 13)
            subtitle.textColor = .secondaryLabel
            let toggle = Switch(frame: Rect(x: 326, y: y + 2, width: 51, height: 31))
            toggle.isOn = row.isMultiple(of: 2)
            for view in [icon, title, subtitle, toggle] { try screen.addSubview(view) }
        }
        return try screen.drawHierarchy(device: .iPhone15)
    }

    /// The same screen built through UIKit's names.
    static func drawThroughUIKit() throws -> Bitmap {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        screen.backgroundColor = .systemGroupedBackground
        for row in 0..<rows {
            let y = 8 + CGFloat(row) * 40
            let (icon, title) = uikitIconAndTitle(row: row)
            let subtitle = UILabel(frame: CGRect(x: 56, y: y + 20, width: 240, height: 16))
            subtitle.text = "Details of setting \(row + 1)"
            subtitle.font = .systemFont(ofSize: 13)
            subtitle.textColor = .secondaryLabel
            let toggle = UISwitch(frame: CGRect(x: 326, y: y + 2, width: 51, height: 31))
            toggle.isOn = row.isMultiple(of: 2)
            for view in [icon, title, subtitle, toggle] { screen.addSubview(view) }
        }
        return try screen.backing.drawHierarchy(device: .iPhone15)
    }

    /// Row `row`'s rounded icon and title, through UIKit's names.
    static func uikitIconAndTitle(row: Int) -> (icon: UIView, title: UILabel) {
        let y = 8 + CGFloat(row) * 40
        let icon = UIView(frame: CGRect(x: 16, y: y + 4, width: 28, height: 28))
        icon.backgroundColor = .systemBlue
        icon.layer.cornerRadius = 7
        let title = UILabel(frame: CGRect(x: 56, y: y, width: 240, height: 20))
        title.text = "Setting \(row + 1)"
        title.font = .systemFont(ofSize: 16, weight: .semibold)
        return (icon, title)
    }
}
