import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Text fields: border styles, text and placeholder, secure entry, clear
/// button, end views and their modes, sizes and accessibility.
@Suite @MainActor struct TextFieldTests {
    private func field(_ text: String?, border: TextBorderStyle = .roundedRect) -> TextField {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
        field.text = text
        field.borderStyle = border
        return field
    }

    /// The darkest red channel among pixels in `xs` x 6..<28, or 255 when none.
    private func darkest(_ image: Bitmap, _ xs: Range<Int>) -> Int {
        (6..<28).flatMap { y in xs.map { image.rgba($0, y)[0] } }.min() ?? 255
    }

    @Test func roundedRectIs34PointsTallAndGrowsWithItsText() {
        let field = field("Hi")
        #expect(field.intrinsicContentSize.height == 34)
        let short = field.intrinsicContentSize.width
        field.text = "Hi there"
        #expect(field.intrinsicContentSize.width > short + 20)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize.height < 34 && field.intrinsicContentSize.height >= 17)
    }

    @Test func roundedRectDrawsAFilledBorderedBoxWithTextInsetSevenPoints() throws {
        let view = field("Hello")
        view.backgroundColor = .red
        let image = try TestSupport.render(view.layer, width: 200, height: 34)
        #expect(image.rgba(2, 17) == RGBA.white && image.rgba(0, 0) == RGBA.red, "white fill inside 5-point corners")
        #expect(image.rgba(0, 17)[1] > 100 && image.rgba(0, 17)[0] < 240, "a thin grey border over the red")
        #expect(darkest(image, 0..<7) > 200 && darkest(image, 7..<12) < 60, "the text starts 7 points in")
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(try TestSupport.render(view.layer, width: 200, height: 34).rgba(2, 17) == [0x1C, 0x1C, 0x1E, 255])
    }

    @Test func placeholderIsGreyAndTextIsInTheTextColour() throws {
        let field = field(nil)
        field.placeholder = "Email"
        let placeholder = try ControlRendering.render(field)
        #expect(darkest(placeholder, 0..<200) < 225 && darkest(placeholder, 0..<200) > 150, "\(darkest(placeholder, 0..<200))")
        field.text = "Email"
        #expect(darkest(try ControlRendering.render(field), 0..<200) < 60)
        field.textColor = .red
        let red = try ControlRendering.render(field)
        #expect((6..<28).contains { y in (7..<60).contains { red.rgba($0, y) == RGBA.red } })
    }

    @Test func secureEntryDrawsOneBulletPerCharacter() throws {
        let secure = field("abc")
        secure.isSecureTextEntry = true
        let bullets = field("•••")
        #expect(try ControlRendering.render(secure).maxDifference(to: try ControlRendering.render(bullets)) == 0)
        #expect(secure.accessibilityValue == "•••")
        secure.text = ""
        #expect(secure.accessibilityValue == nil)
    }

    @Test func clearButtonShowsWithTextWhenItsModeShowsIt() throws {
        let field = field("Hi")
        let circle = ControlRendering.over(Color(hex: 0x3C3C43, alpha: 0.3), on: .white)
        #expect(try ControlRendering.render(field).rgba(188, 17) == RGBA.white, "never shown by default")
        field.clearButtonMode = .always
        let image = try ControlRendering.render(field)
        #expect(ControlRendering.close(image.rgba(188, 17), circle), "\(image.rgba(188, 17))")
        #expect(image.rgba(183, 16) == RGBA.white, "the × is cut out of the circle")
        field.clearButtonMode = .whileEditing
        #expect(try ControlRendering.render(field).rgba(188, 17) == RGBA.white, "a snapshot is not editing")
        field.clearButtonMode = .unlessEditing
        #expect(ControlRendering.close(try ControlRendering.render(field).rgba(188, 17), circle))
        field.text = nil
        #expect(try ControlRendering.render(field).rgba(188, 17) == RGBA.white, "no text, no clear button")
    }

    @Test func endViewsFollowTheirModes() throws {
        let field = field("Hello")
        let left = TestSupport.view(Rect(x: 0, y: 0, width: 20, height: 20), .red)
        field.leftView = left
        field.layoutIfNeeded()
        #expect(left.superview === field && left.isHidden)
        let plain = field.textRect
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(!left.isHidden && left.frame == Rect(x: 0, y: 7, width: 20, height: 20))
        #expect(field.textRect.minX == plain.minX + 20)
        #expect(try ControlRendering.render(field).rgba(10, 17) == RGBA.red)
        let right = TestSupport.view(Rect(x: 0, y: 0, width: 30, height: 10), .blue)
        field.rightView = right
        field.rightViewMode = .unlessEditing
        field.clearButtonMode = .always
        field.layoutIfNeeded()
        #expect(right.frame == Rect(x: 170, y: 12, width: 30, height: 10) && field.clearButtonRect?.maxX == 170)
        field.leftView = nil
        #expect(left.superview == nil)
        field.rightView = field.superview
        field.rightViewMode = .whileEditing
        field.layoutIfNeeded()
        #expect(right.superview == nil && field.rightView == nil && field.textRect.maxX == 200 - 7 - 19)
    }

    @Test func accessibilityReadsThePlaceholderAndTheText() {
        let field = field(nil)
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement && field.accessibilityLabel == "Name" && field.accessibilityValue == nil)
        field.text = "Ada"
        #expect(field.accessibilityItems().map(\.description) == ["Name, Ada."])
        field.accessibilityLabel = "Full name"
        field.isEnabled = false
        #expect(field.accessibilityItems().map(\.description) == ["Full name, Ada. Dimmed."])
    }
}
