import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Activity indicators: sizes, the frozen frame of graded spokes, colour,
/// hiding when stopped and accessibility.
@Suite @MainActor struct ActivityIndicatorViewTests {
    @Test func stylesHaveUIKitSizes() {
        #expect(ActivityIndicatorView(style: .medium).frame.size == Size(width: 20, height: 20))
        let large = ActivityIndicatorView(style: .large)
        #expect(large.intrinsicContentSize == Size(width: 37, height: 37) && large.sizeThatFits(.zero) == large.intrinsicContentSize)
    }

    @Test func hiddenUntilAnimatingWhenHidesWhenStopped() {
        let indicator = ActivityIndicatorView(style: .medium)
        #expect(indicator.hidesWhenStopped && !indicator.isAnimating && indicator.isHidden)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test func spokesFadeCounterClockwiseFromTheTopAndAlwaysDrawTheSameFrame() throws {
        let indicator = ActivityIndicatorView(style: .medium)
        indicator.startAnimating()
        let image = try TestSupport.render(indicator.layer)
        let grey = Color(hex: 0x3C3C43, alpha: 0.6)
        let alpha = { (x: Int, y: Int) in image.rgba(x, y)[3] }
        #expect(image.rgba(9, 2) == [0x3C, 0x3C, 0x43, 153], "the top spoke is the secondary label grey")
        #expect(abs(alpha(4, 4) - Int((grey.alpha * 0.9 * 255).rounded())) <= 1, "the spoke before it")
        #expect(abs(alpha(15, 4) - Int((grey.alpha * 0.3 * 255).rounded())) <= 1, "the spoke after it is the faintest")
        #expect(alpha(10, 10) == 0, "the centre is empty")
        #expect(try TestSupport.render(indicator.layer).maxDifference(to: image) == 0)
        indicator.color = .red
        #expect(try TestSupport.render(indicator.layer).rgba(9, 2) == RGBA.red)
    }

    @Test func accessibilityReadsInProgressWhileShown() {
        let indicator = ActivityIndicatorView(style: .medium)
        #expect(indicator.isAccessibilityElement && indicator.accessibilityTraits == .updatesFrequently)
        #expect(indicator.accessibilityItems().isEmpty, "hidden when stopped")
        indicator.startAnimating()
        #expect(indicator.accessibilityItems().map(\.description) == ["In progress."])
    }
}
