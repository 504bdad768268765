import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Progress views: size, where the fill ends, colours, clamping and accessibility.
@Suite @MainActor struct ProgressViewTests {
    private let blue = [0x00, 0x7A, 0xFF, 255]
    private var track: [Int] { ControlRendering.over(Color(hex: 0x787880, alpha: 0.2), on: .white) }

    private func bar(_ progress: Double) -> ProgressView {
        let bar = ProgressView(frame: Rect(x: 0, y: 0, width: 100, height: 4))
        bar.progress = progress
        return bar
    }

    @Test func progressViewIs4PointsTall() {
        #expect(bar(0).intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 4))
        #expect(bar(0).sizeThatFits(.zero) == Size(width: 100, height: 4))
    }

    @Test func fillEndsAtTheProgress() throws {
        let image = try ControlRendering.render(bar(0.25))
        #expect(image.rgba(10, 2) == blue && image.rgba(24, 2) == blue)
        #expect(ControlRendering.close(image.rgba(25, 2), track) && ControlRendering.close(image.rgba(60, 2), track))
        let dark = try ControlRendering.render(bar(0.25), dark: true)
        #expect(dark.rgba(24, 2) == [0x0A, 0x84, 0xFF, 255])
        #expect(ControlRendering.close(dark.rgba(60, 2), ControlRendering.over(Color(hex: 0x787880, alpha: 0.36), on: .black)))
        let full = try ControlRendering.render(bar(1))
        #expect(full.rgba(97, 2) == blue)
        let mirrored = bar(0.25)
        mirrored.traitOverrides.layoutDirection = .rightToLeft
        let rtl = try ControlRendering.render(mirrored)
        #expect(rtl.rgba(80, 2) == blue && ControlRendering.close(rtl.rgba(70, 2), track))
    }

    @Test func tintAndTrackColoursAreUsed() throws {
        let bar = bar(0.5)
        bar.tintColor = .red
        #expect(try ControlRendering.render(bar).rgba(20, 2) == RGBA.red)
        bar.progressTintColor = .green
        bar.trackTintColor = .blue
        let image = try ControlRendering.render(bar)
        #expect(image.rgba(20, 2) == RGBA.green && image.rgba(80, 2) == RGBA.blue)
    }

    @Test func progressIsClampedAndNaNIsZero() {
        let bar = bar(0.5)
        bar.progress = 2
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = 0.7
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progress = .infinity
        #expect(bar.progress == 1)
    }

    @Test func accessibilityReadsProgressAsAPercentage() {
        let bar = bar(0.5)
        #expect(bar.isAccessibilityElement && bar.accessibilityTraits == .updatesFrequently)
        #expect(bar.accessibilityLabel == "Progress" && bar.accessibilityValue == "50%")
        bar.progress = 0.333
        #expect(bar.accessibilityItems().map(\.description) == ["Progress, 33%."])
    }
}
