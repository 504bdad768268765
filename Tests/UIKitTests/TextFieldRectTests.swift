import HeadlessSnapshot
import Testing
import UIKit

/// A text field padded as apps pad theirs: the text and placeholder inset from the bounds.
private final class PaddedTextField: UITextField {
    let padding = UIEdgeInsets(top: 4, left: 24, bottom: 4, right: 12)

    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
}

/// A text field whose left view sits 8 points in from the edge.
private final class IndentedIconField: UITextField {
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: 8, dy: 0)
    }
}

/// `UITextField`'s `textRect(forBounds:)` family, overridden by subclasses.
@Suite("UIKit: text field rectangles")
@MainActor
struct TextFieldRectTests {
    @Test("the default rectangles are the engine's: the text inset 7 points in a rounded rect")
    func defaults() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.borderRect(forBounds: bounds) == bounds)
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 174, y: 7.5, width: 19, height: 19))
        #expect(field.leftViewRect(forBounds: bounds) == .zero)
    }

    @Test("a padded subclass draws its text and placeholder in its rectangle and measures with the padding")
    func padded() async {
        let plain = UITextField()
        plain.borderStyle = .roundedRect
        plain.text = "Padded"
        let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.borderStyle = .roundedRect
        field.text = "Padded"
        // The text area: 24 in from the left, 12 from the right, 4 from top and bottom.
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 4, width: 164, height: 36))
        #expect(field.placeholderRect(forBounds: field.bounds) == CGRect(x: 24, y: 4, width: 164, height: 36))
        // The plain field is its text and 7 + 7 wide; the padded one its text and 24 + 12,
        // and 4 + 4 taller than the 34 points of a rounded rect.
        let natural = plain.intrinsicContentSize
        #expect(field.intrinsicContentSize == CGSize(width: natural.width - 14 + 36, height: natural.height + 8))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 216, height: 108))
        container.backgroundColor = .systemGroupedBackground
        field.frame.origin = CGPoint(x: 8, y: 8)
        container.addSubview(field)
        let empty = PaddedTextField(frame: CGRect(x: 8, y: 56, width: 200, height: 44))
        empty.borderStyle = .roundedRect
        empty.placeholder = "Placeholder"
        container.addSubview(empty)
        await assertSnapshot(of: container, named: "padded")
    }

    @Test("an overridden leftViewRect places the left view")
    func leftView() {
        let field = IndentedIconField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 8, y: 7, width: 20, height: 20))
    }
}
