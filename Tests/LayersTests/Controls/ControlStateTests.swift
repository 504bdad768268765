import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Control states: enabled, selected and highlighted, and how a button shows them.
@Suite @MainActor struct ControlStateTests {
    @Test func controlStatesDefaultAsUIKitAndAddTraits() {
        let control = Control()
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.isAccessibilityElement && control.accessibilityTraits == .none)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.accessibilityTraits == [.notEnabled, .selected])
        control.accessibilityTraits = .link
        #expect(control.accessibilityTraits == [.link, .notEnabled, .selected])
    }

    @Test func disabledButtonIsDimmedAndReadAsDimmed() throws {
        let button = Button(title: "Go")
        #expect(button.accessibilityTraits == .button)
        button.layoutIfNeeded()
        #expect(button.titleLabel.textColor.resolved(with: .unattached) == Color(hex: 0x007AFF))
        let enabled = try TestSupport.render(button.layer, width: 40, height: 30)
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(button.accessibilityItems().first?.description == "Go. Button, Dimmed.")
        #expect(button.titleLabel.textColor.resolved(with: .unattached) == Color(hex: 0x007AFF, alpha: Control.disabledAlpha))
        #expect(button.imageView.alpha == Control.disabledAlpha)
        let disabled = try TestSupport.render(button.layer, width: 40, height: 30)
        let strongest = { (image: Bitmap) in image.pixels.indices.map { image.rgba($0 % 40, $0 / 40)[3] }.max() ?? 0 }
        #expect(strongest(enabled) == 255 && abs(strongest(disabled) - 89) <= 1)
        button.isEnabled = true
        button.layoutIfNeeded()
        #expect(try TestSupport.render(button.layer, width: 40, height: 30).maxDifference(to: enabled) == 0)
    }
}
