import HeadlessSnapshot
import Testing
import UIKit

/// A badge that draws its count with NSString drawing in draw(_:).
final class CountBadgeView: UIView {
    var count = 7

    override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: bounds).fill()
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 15, weight: .bold), .foregroundColor: UIColor.white, .paragraphStyle: paragraph,
        ]
        let text = "\(count)" as NSString
        let size = text.size(withAttributes: attributes)
        text.draw(in: CGRect(x: 0, y: (bounds.height - size.height) / 2, width: bounds.width, height: size.height), withAttributes: attributes)
    }
}

@Suite("UIKit: text drawing")
@MainActor
struct TextDrawingTests {
    @Test("measuring with attributes follows the font's line height and the width it wraps at")
    func measuring() {
        let font = UIFont.systemFont(ofSize: 17)
        let one = "Hello".size(withAttributes: [.font: font])
        #expect(one.height == font.lineHeight && one.width > 30 && one.width < 50)
        let wrapped = "Hello there, this wraps".boundingRect(
            with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(wrapped.height > 2 * font.lineHeight && wrapped.width <= 60)
        let kerned = "Hello".size(withAttributes: [.font: font, .kern: 2])
        #expect(abs(kerned.width - one.width - 10) < 0.01)
    }

    @Test("an attributed label takes its first run's font, colour and alignment")
    func attributedLabel() {
        let label = UILabel()
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        label.attributedText = NSAttributedString(
            string: "Total",
            attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemGreen, .paragraphStyle: paragraph])
        #expect(label.text == "Total" && label.font.pointSize == 20 && label.textColor == .systemGreen)
        #expect(label.textAlignment == .right)
        #expect(label.attributedText?.string == "Total")
    }

    @Test("fonts iOS ships by name get stand-ins of their kind, weight and slant; unknown names give nil")
    func appleFontNames() throws {
        let helvetica = try #require(UIFont(name: "Helvetica", size: 32))
        #expect(helvetica.pointSize == 32 && helvetica.familyName == UIFont.systemFont(ofSize: 32).familyName)
        let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 17))
        #expect(bold.fontName == UIFont.boldSystemFont(ofSize: 17).fontName)
        let semibold = try #require(UIFont(name: "AvenirNext-DemiBold", size: 17))
        #expect(semibold.fontName == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
        let serif = try #require(UIFont(name: "Georgia-Italic", size: 14))
        #expect(serif.familyName.contains("Serif"))  // the bundled serif has no italic: upright stands in
        #expect(try #require(UIFont(name: "Menlo-Regular", size: 12)).familyName.contains("Mono"))
        #expect(try #require(UIFont(name: "Times New Roman", size: 12)).familyName == serif.familyName)
        #expect(UIFont(name: "NoSuchFont-Bold", size: 12) == nil)
    }

    @Test("a count drawn with NSString drawing in draw(_:)")
    func badge() async {
        await assertSnapshot(of: CountBadgeView(frame: CGRect(x: 0, y: 0, width: 28, height: 28)), named: "badge")
    }
}

@Suite("UIKit: labels that shrink to fit")
@MainActor
struct ShrinkingLabelTests {
    @Test("a one-line label too wide for its bounds draws its text smaller instead of truncating it")
    func shrinks() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        label.text = "A rather long headline"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.backgroundColor = .white
        #expect(label.intrinsicContentSize.width > 120)
        await assertSnapshot(of: label, named: "shrunk")
        label.minimumScaleFactor = 0.95
        await assertSnapshot(of: label, named: "truncated at the minimum")
    }
}

/// A label with padding, as apps write it: drawText(in:) insets the text, the intrinsic size grows by the insets.
final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

@Suite("UIKit: label subclasses")
@MainActor
struct PaddedLabelTests {
    @Test("a padded label draws its text inset and sizes itself with the padding")
    func padded() async {
        let label = PaddedLabel()
        label.text = "Beta"
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .white
        label.backgroundColor = .systemPurple
        label.layer.cornerRadius = 6
        label.clipsToBounds = true
        let plain = UILabel()
        plain.text = "Beta"
        plain.font = label.font
        #expect(label.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
        label.frame.size = label.intrinsicContentSize
        await assertSnapshot(of: label, named: "padded")
        let rect = plain.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.width == plain.intrinsicContentSize.width && rect.height == plain.intrinsicContentSize.height)
    }
}

/// Measuring runs off the main actor too, with attributes it does not draw reported, not trapped.
@Test("measuring with an undrawn attribute off the main actor reports it and measures")
func measuringOffTheMainActor() async {
    let size = await Task.detached {
        "Hello".size(withAttributes: [NSAttributedString.Key("NSUnderline"): 1])
    }.value
    #expect(size.width > 0)
}
