import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Switches: size, on and off tracks in light and dark, thumb, tint colours and accessibility.
@Suite @MainActor struct SwitchTests {
    private func control(on: Bool) -> Switch {
        let control = Switch(frame: Rect(origin: .zero, size: Switch.size))
        control.isOn = on
        return control
    }

    @Test func switchIsAlways51By31() {
        let control = Switch()
        #expect(control.intrinsicContentSize == Size(width: 51, height: 31))
        #expect(control.sizeThatFits(Size(width: 300, height: 300)) == Size(width: 51, height: 31))
        control.sizeToFit()
        #expect(control.frame.size == Size(width: 51, height: 31))
    }

    @Test func offTrackIsLightGreyWithTheThumbAtTheLeadingEnd() throws {
        let image = try ControlRendering.render(control(on: false))
        let offTrack = ControlRendering.over(Color(hex: 0x787880, alpha: 0.16), on: .white)
        #expect(ControlRendering.close(image.rgba(45, 15), offTrack), "\(image.rgba(45, 15))")
        #expect(image.rgba(15, 15) == RGBA.white)
        let dark = try ControlRendering.render(control(on: false), dark: true)
        #expect(ControlRendering.close(dark.rgba(45, 15), ControlRendering.over(Color(hex: 0x787880, alpha: 0.32), on: .black)))
    }

    @Test func onTrackIsSystemGreenLightAndDarkWithTheThumbAtTheTrailingEnd() throws {
        let image = try ControlRendering.render(control(on: true))
        #expect(ControlRendering.close(image.rgba(8, 15), [0x34, 0xC7, 0x59, 255]), "\(image.rgba(8, 15))")
        #expect(image.rgba(35, 15) == RGBA.white)
        let dark = try ControlRendering.render(control(on: true), dark: true)
        #expect(ControlRendering.close(dark.rgba(8, 15), [0x30, 0xD1, 0x58, 255]), "\(dark.rgba(8, 15))")
        let mirrored = control(on: true)
        mirrored.traitOverrides.layoutDirection = .rightToLeft
        let rtl = try ControlRendering.render(mirrored)
        #expect(rtl.rgba(15, 15) == RGBA.white && ControlRendering.close(rtl.rgba(43, 15), [0x34, 0xC7, 0x59, 255]))
    }

    @Test func onTintAndThumbTintColoursAreUsed() throws {
        let control = control(on: true)
        control.onTintColor = .red
        control.thumbTintColor = .blue
        let image = try ControlRendering.render(control)
        #expect(image.rgba(8, 15) == RGBA.red && image.rgba(35, 15) == RGBA.blue)
        control.tintColor = .green
        #expect(try ControlRendering.render(control).rgba(8, 15) == RGBA.red, "the tint colour does not colour the track")
    }

    @Test func disabledSwitchIsDimmed() throws {
        let control = control(on: true)
        control.isEnabled = false
        let image = try ControlRendering.render(control)
        let dimmed = ControlRendering.over(Color(hex: 0x34C759, alpha: Control.disabledAlpha), on: .white)
        #expect(ControlRendering.close(image.rgba(8, 15), dimmed), "\(image.rgba(8, 15))")
        #expect(control.accessibilityTraits == [.button, .toggle, .notEnabled])
    }

    @Test func accessibilityReadsASwitchButtonWithItsValue() {
        let control = control(on: false)
        control.accessibilityLabel = "Wi-Fi"
        #expect(control.isAccessibilityElement && control.accessibilityTraits == [.button, .toggle])
        #expect(control.accessibilityValue == "0")
        control.isOn = true
        #expect(control.accessibilityItems().map(\.description) == ["Wi-Fi, 1. Switch button."])
    }
}
