import HeadlessGeometry
import HeadlessLayers
import Testing

/// What VoiceOver reads: UIKit's defaults, containers, and the reading order.
@Suite("Accessibility: elements and reading order")
@MainActor
struct AccessibilityTests {
    /// A label at `frame`.
    private func label(_ text: String, _ frame: Rect) -> Label {
        let label = Label(frame: frame)
        label.text = text
        return label
    }

    @Test("labels, buttons and image views have UIKit's defaults; a plain view is not an element")
    func defaults() throws {
        let text = label("Wi-Fi", .zero)
        #expect(text.isAccessibilityElement && text.accessibilityLabel == "Wi-Fi" && text.accessibilityTraits == .staticText)
        text.accessibilityLabel = "Wireless"
        #expect(text.accessibilityLabel == "Wireless")
        let button = Button(title: "Follow")
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Follow" && button.accessibilityTraits == .button)
        #expect(!ImageView(frame: .zero).isAccessibilityElement && ImageView(frame: .zero).accessibilityTraits == .image)
        #expect(!View().isAccessibilityElement && View().accessibilityTraits == .none)
    }

    @Test("rows read top to bottom, each leading to trailing by the middle of the frames")
    func readingOrder() throws {
        let screen = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let row = View(frame: Rect(x: 0, y: 50, width: 300, height: 44))
        let toggle = View(frame: Rect(x: 240, y: 6, width: 51, height: 31))
        toggle.isAccessibilityElement = true
        toggle.accessibilityLabel = "Wi-Fi switch"
        toggle.accessibilityValue = "1"
        toggle.accessibilityTraits = [.button, .toggle]
        try row.addSubview(toggle)
        try row.addSubview(label("Wi-Fi", Rect(x: 16, y: 11, width: 100, height: 22)))
        try screen.addSubview(row)
        try screen.addSubview(label("Settings", Rect(x: 16, y: 10, width: 200, height: 30)))
        let items = screen.accessibilityItems()
        #expect(items.map(\.description) == ["Settings.", "Wi-Fi.", "Wi-Fi switch, 1. Switch button."])
        #expect(items[2].frame == Rect(x: 240, y: 56, width: 51, height: 31))
        screen.traitOverrides.layoutDirection = .rightToLeft
        #expect(screen.accessibilityItems().map(\.label) == ["Settings", "Wi-Fi switch", "Wi-Fi"])
    }

    @Test("an element hides what is inside it; hidden views are skipped; explicit elements read in their order")
    func containers() throws {
        let screen = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let card = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        try card.addSubview(label("Inside", Rect(x: 0, y: 0, width: 100, height: 20)))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.accessibilityHint = "Opens the profile"
        let hidden = label("Hidden", Rect(x: 0, y: 120, width: 100, height: 20))
        hidden.isHidden = true
        let muted = label("Muted", Rect(x: 0, y: 140, width: 100, height: 20))
        muted.accessibilityElementsHidden = true
        for view in [card, hidden, muted] { try screen.addSubview(view) }
        #expect(screen.accessibilityItems().map(\.description) == ["Card. Opens the profile."])
        let segments = View(frame: Rect(x: 10, y: 150, width: 200, height: 32))
        let second = AccessibilityElement(accessibilityContainer: segments)
        second.accessibilityLabel = "Week"
        second.accessibilityTraits = [.button, .selected]
        second.accessibilityFrameInContainerSpace = Rect(x: 100, y: 0, width: 100, height: 32)
        let first = AccessibilityElement(accessibilityContainer: segments)
        first.accessibilityLabel = "Day"
        first.accessibilityTraits = .button
        segments.accessibilityElements = [first, second]
        try screen.addSubview(segments)
        let items = screen.accessibilityItems()
        #expect(items.map(\.description) == ["Card. Opens the profile.", "Day. Button.", "Week. Selected, Button."])
        #expect(items[2].frame == Rect(x: 110, y: 150, width: 100, height: 32))
    }
}
