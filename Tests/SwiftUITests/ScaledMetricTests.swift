import SwiftUI
import Testing

/// A badge whose side is a scaled metric, as apps size icons beside text.
private struct ScaledBadge: View {
    @ScaledMetric private var side: CGFloat = 20
    @ScaledMetric(relativeTo: .largeTitle) private var inset = 10.0

    var body: some View {
        paint(1, 0, 0).frame(width: side, height: side).padding(inset)
    }
}

@Suite("ScaledMetric: lengths that grow with Dynamic Type")
@MainActor
struct ScaledMetricTests {
    /// The red badge's extent at `size`.
    private func badge(at size: DynamicTypeSize) -> CGRect? {
        extent(of: red, in: drawn(ScaledBadge().dynamicTypeSize(size).fixedSize().background(paint(0, 0, 1)), width: 200, height: 200))
    }

    /// `value` scaled for `category` as UIKit scales `style`.
    private func scaled(_ value: CGFloat, _ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFontMetrics(forTextStyle: style).scaledValue(for: value, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    }

    @Test("at the large size a scaled metric is its base value")
    func baseValue() {
        let image = drawn(ScaledBadge().fixedSize().background(paint(0, 0, 1)), width: 200, height: 200)
        #expect(extent(of: red, in: image)?.size == CGSize(width: 20, height: 20))
        #expect(extent(of: blue, in: image)?.size == CGSize(width: 40, height: 40))
        #expect(badge(at: .large) == extent(of: red, in: image))
    }

    @Test("at accessibility sizes a scaled metric grows as its text style does")
    func accessibilitySize() throws {
        let large = try #require(badge(at: .large))
        let huge = try #require(badge(at: .accessibility3))
        let side = scaled(20, .body, .accessibilityExtraLarge)
        #expect(side > 40, "body text more than doubles at accessibility 3: \(side)")
        #expect(abs(huge.width - side) <= 2 && abs(huge.height - side) <= 2, "exact red fills the whole pixels of \(side): \(huge)")
        #expect(huge.width > large.width)
        let inset = scaled(10, .largeTitle, .accessibilityExtraLarge)
        let blueSide = try #require(
            extent(
                of: blue, in: drawn(ScaledBadge().dynamicTypeSize(.accessibility3).fixedSize().background(paint(0, 0, 1)), width: 200, height: 200)))
        #expect(abs(blueSide.width - (side + 2 * inset)) <= 2, "the padding follows the large title's scale: \(blueSide.width)")
        #expect(try #require(badge(at: .xSmall)).width < large.width)
    }
}
