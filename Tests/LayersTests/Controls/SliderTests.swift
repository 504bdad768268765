import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Sliders: size, track and thumb, tint colour, range clamping and accessibility.
@Suite @MainActor struct SliderTests {
    private let blue = [0x00, 0x7A, 0xFF, 255]
    private var maximumTrack: [Int] { ControlRendering.over(Color(hex: 0x787880, alpha: 0.2), on: .white) }

    private func slider(_ value: Double) -> Slider {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 34))
        slider.value = value
        return slider
    }

    @Test func sliderIs34PointsTallWithoutIntrinsicWidth() {
        let slider = slider(0)
        #expect(slider.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 34))
        #expect(slider.sizeThatFits(.zero) == Size(width: 200, height: 34))
    }

    @Test func trackIsTintedUpToTheThumbAndGreyAfterIt() throws {
        let image = try ControlRendering.render(slider(0.5))
        #expect(image.rgba(50, 17) == blue)
        #expect(ControlRendering.close(image.rgba(150, 17), maximumTrack), "\(image.rgba(150, 17))")
        #expect(image.rgba(100, 17) == RGBA.white, "the thumb's centre is at the middle")
        #expect(image.rgba(50, 12) == RGBA.white, "the track is 4 points thick")
        #expect(image.rgba(100, 33)[0] < 250, "the thumb casts a shadow")
        let empty = try ControlRendering.render(slider(0))
        #expect(ControlRendering.close(empty.rgba(50, 17), maximumTrack) && empty.rgba(14, 17) == RGBA.white)
        let dark = try ControlRendering.render(slider(0.5), dark: true)
        #expect(dark.rgba(50, 17) == [0x0A, 0x84, 0xFF, 255])
        #expect(ControlRendering.close(dark.rgba(150, 17), ControlRendering.over(Color(hex: 0x787880, alpha: 0.36), on: .black)))
    }

    @Test func tintAndTrackColoursAreUsedAndRightToLeftMirrors() throws {
        let slider = slider(0.5)
        slider.tintColor = .red
        #expect(try ControlRendering.render(slider).rgba(50, 17) == RGBA.red)
        slider.minimumTrackTintColor = .green
        slider.maximumTrackTintColor = .blue
        slider.thumbTintColor = .black
        let image = try ControlRendering.render(slider)
        #expect(image.rgba(50, 17) == RGBA.green && image.rgba(150, 17) == RGBA.blue && image.rgba(100, 17) == RGBA.black)
        let mirrored = self.slider(0.25)
        mirrored.traitOverrides.layoutDirection = .rightToLeft
        let rtl = try ControlRendering.render(mirrored)
        #expect(rtl.rgba(180, 17) == blue && ControlRendering.close(rtl.rgba(100, 17), maximumTrack))
    }

    @Test func badValuesAreIgnoredOrClampedAsUIKit() {
        let slider = slider(0.3)
        slider.value = .nan
        #expect(slider.value == 0.3)
        slider.value = 5
        #expect(slider.value == 1)
        slider.value = -.infinity
        #expect(slider.value == 0)
        slider.minimumValue = 2
        #expect(slider.minimumValue == 2 && slider.maximumValue == 2 && slider.value == 2)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.maximumValue == -1 && slider.value == -1)
        slider.minimumValue = .nan
        slider.maximumValue = .infinity
        #expect(slider.minimumValue == -1 && slider.maximumValue == -1)
        #expect(slider.accessibilityValue == "0%", "an empty range reads 0%")
    }

    @Test func accessibilityReadsAnAdjustablePercentage() {
        let slider = slider(0.5)
        #expect(slider.isAccessibilityElement && slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        slider.maximumValue = 10
        slider.value = 2.5
        #expect(slider.accessibilityValue == "25%")
        slider.accessibilityLabel = "Volume"
        #expect(slider.accessibilityItems().map(\.description) == ["Volume, 25%. Adjustable."])
    }
}
