import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessText

/// A deterministic text dump of a view tree after layout: one line per view,
/// indented by depth, with its type, frame and the properties that show what
/// it displays (text and font, image size or URL, accessibility label,
/// hidden, alpha, background). Numbers are written with at most three
/// decimals, so the dump is the same on every machine.
///
/// ```
/// View frame=(0, 0, 320, 120) background=#FFFFFFFF
///   Label frame=(16, 16, 288, 30) text="Jane Appleseed" font="Inter Bold 22"
///   ImageView frame=(16, 56, 40, 40) url="size://40x40" image=40x40@2x
/// ```
public struct ViewHierarchyDump: Sendable {
    /// The dump, one line per view.
    public let text: String

    /// Dumps `root` and its subviews, in order, after a layout pass.
    @MainActor
    public init(_ root: View) {
        root.layoutIfNeeded()
        var lines: [String] = []
        var stack: [(View, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(String(repeating: "  ", count: depth) + Self.line(for: view))
            stack += view.subviews.reversed().map { ($0, depth + 1) }
        }
        text = lines.joined(separator: "\n")
    }

    /// The line of one view.
    @MainActor
    private static func line(for view: View) -> String {
        var fields = [String(describing: type(of: view)), "frame=\(rect(view.frame))"]
        if view.isHidden { fields.append("hidden") }
        if view.alpha != 1 { fields.append("alpha=\(number(view.alpha))") }
        if let label = view as? Label {
            fields.append("text=\(quoted(label.text ?? ""))")
            if let font = label.font { fields.append("font=\(quoted("\(font.face) \(number(font.size))"))") }
            if label.numberOfLines != 1 { fields.append("lines=\(label.numberOfLines)") }
        }
        if let button = view as? Button, let title = button.title { fields.append("title=\(quoted(title))") }
        if let imageView = view as? ImageView {
            if let url = imageView.imageLoad?.url { fields.append("url=\(quoted(url.absoluteString))") }
            if let image = imageView.image {
                fields.append("image=\(number(image.size.width))x\(number(image.size.height))@\(number(image.scale))x")
            }
        }
        if let label = view.accessibility.label { fields.append("accessibilityLabel=\(quoted(label))") }
        if let background = view.backgroundColor?.resolved(with: view.traitCollection) {
            fields.append("background=\(hex(background))")
        }
        return fields.joined(separator: " ")
    }

    private static func rect(_ r: Rect) -> String {
        "(\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height)))"
    }

    /// A number with at most three decimals and no trailing zeros.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let thousandths = (value * 1000).rounded()
        let whole = Int(thousandths / 1000), fraction = abs(Int(thousandths) % 1000)
        let sign = thousandths < 0 && whole == 0 ? "-" : ""
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }

    private static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// `#RRGGBBAA` of a colour's components rounded to 8 bits.
    private static func hex(_ color: Color) -> String {
        let bytes = [color.red, color.green, color.blue, color.alpha].map { component -> String in
            let value = Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + bytes.joined()
    }
}
