import HeadlessGeometry
import HeadlessRaster
import HeadlessText
import Testing

@testable import HeadlessLayers

/// Controls that show text grow with Dynamic Type when they adjust their
/// fonts (`adjustsFontForContentSizeCategory`), and look exactly as before
/// at the default size or when they do not.
@Suite @MainActor struct ControlDynamicTypeTests {
    /// `view`'s intrinsic height at `category`.
    private func height(_ view: View, at category: ContentSizeCategory) -> Double {
        view.traitOverrides.preferredContentSizeCategory = category
        view.layoutIfNeeded()
        return view.intrinsicContentSize.height
    }

    private func segmented(adjusting: Bool) -> SegmentedControl {
        let control = SegmentedControl(titles: ["Always", "Unlocked", "Never"])
        control.selectedSegmentIndex = 1
        control.adjustsFontForContentSizeCategory = adjusting
        return control
    }

    private func field(adjusting: Bool) -> TextField {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "jane@example.com"
        field.adjustsFontForContentSizeCategory = adjusting
        return field
    }

    @Test func segmentedControlGrowsWithItsTitlesOnlyWhenItAdjusts() {
        let fixed = segmented(adjusting: false), adjusting = segmented(adjusting: true)
        #expect(height(fixed, at: .large) == 32 && height(adjusting, at: .large) == 32)
        let narrow = adjusting.intrinsicContentSize.width
        #expect(height(fixed, at: .extraExtraExtraLarge) == 32)
        let large = height(adjusting, at: .extraExtraExtraLarge)
        #expect(large > 36 && large < 44, "footnote at 19 points: \(large)")
        #expect(adjusting.intrinsicContentSize.width > narrow * 1.25)
        let accessibility = height(adjusting, at: .accessibilityExtraExtraExtraLarge)
        #expect(accessibility > 60 && accessibility < 80, "footnote at 44 points: \(accessibility)")
        #expect(height(adjusting, at: .extraSmall) == 32, "never shorter than 32 points")
    }

    @Test func textFieldGrowsWithItsFontOnlyWhenItAdjusts() throws {
        let fixed = field(adjusting: false), adjusting = field(adjusting: true)
        #expect(height(fixed, at: .large) == 34 && height(adjusting, at: .large) == 34)
        #expect(height(fixed, at: .extraExtraExtraLarge) == 34)
        let large = height(adjusting, at: .extraExtraExtraLarge)
        let line = try Font.system(size: 23).metrics.lineHeight
        #expect(large == (line + 14).rounded(), "the body size at xxxLarge, 23 points, and 7 points above and below: \(large)")
        let accessibility = height(adjusting, at: .accessibilityExtraExtraExtraLarge)
        #expect(accessibility == (try Font.system(size: 53).metrics.lineHeight + 14).rounded())
        #expect(height(adjusting, at: .extraSmall) == 34, "never shorter than 34 points")
        adjusting.borderStyle = .none
        #expect(height(adjusting, at: .extraExtraExtraLarge) == line.rounded(.up), "one line without a border")
        let styled = field(adjusting: true)
        styled.font = try .preferredFont(forTextStyle: .caption1)
        #expect(
            height(styled, at: .accessibilityMedium) == (try Font.system(size: 22).metrics.lineHeight + 14).rounded(),
            "a text style's font takes the style's size")
    }

    @Test func buttonTitlesGrowWhenTheirLabelAdjusts() {
        let button = Button(title: "Continue")
        let small = height(button, at: .large)
        #expect(height(button, at: .accessibilityLarge) == small, "UIKit's default: the title keeps its size")
        button.titleLabel.adjustsFontForContentSizeCategory = true
        // The 12 points of padding stay; the title's line grows.
        #expect(height(button, at: .accessibilityLarge) - 12 > (small - 12) * 1.7)
    }

    @Test func adjustingControlsDrawTheSamePixelsAtTheDefaultSize() throws {
        for dark in [false, true] {
            let pairs: [(View, View)] = [
                (segmented(adjusting: false), segmented(adjusting: true)),
                (field(adjusting: false), field(adjusting: true)),
            ]
            for (fixed, adjusting) in pairs {
                fixed.sizeToFit()
                adjusting.sizeToFit()
                let a = try ControlRendering.render(fixed, dark: dark), b = try ControlRendering.render(adjusting, dark: dark)
                #expect(a.width == b.width && a.height == b.height && a.maxDifference(to: b) == 0)
            }
        }
    }

    @Test func adjustedTitlesTooBigForTheirFrameAreTruncatedNotSpilled() throws {
        let control = segmented(adjusting: true)
        control.frame = Rect(x: 0, y: 0, width: 150, height: 20)
        control.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let image = try ControlRendering.render(control)
        #expect(image.width == 150 && image.height == 20)
        let field = field(adjusting: true)
        field.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        field.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        field.layoutIfNeeded()
        #expect(field.textRect.width == 60 - 14)
        _ = try ControlRendering.render(field)
        field.frame = Rect(x: 0, y: 0, width: Double.nan, height: 20)
        field.layoutIfNeeded()
        #expect(field.intrinsicContentSize.height > 34 && field.intrinsicContentSize.height.isFinite)
    }
}
