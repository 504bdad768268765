import HeadlessLayers
import SwiftUI
import Testing

/// What VoiceOver reads in a hosted SwiftUI view: its accessibility modifiers, through the engine's reading.
@Suite("SwiftUI accessibility")
@MainActor
struct AccessibilityTests {
    /// The items read in `view` hosted at 390 × 300.
    func read(_ view: some SwiftUI.View) -> [AccessibilityItem] {
        let controller = UIHostingController(rootView: view)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        controller.view.layoutIfNeeded()
        return controller.view.backing.accessibilityItems()
    }

    @Test("labels, values, hints, traits and hidden views reach assistive technologies")
    func modifiers() {
        let items = read(
            VStack {
                Text("Settings").accessibilityAddTraits(.isHeader)
                HStack {
                    Image(systemName: "wifi")
                    Text("Wi-Fi")
                    Text("On")
                }
                .accessibilityElement(children: .combine)
                .accessibilityHint("Opens the network list")
                Image(decorative: "divider")
                Text("Secret").accessibilityHidden(true)
                Button("Sign Out") {}
                Circle().frame(width: 10, height: 10).accessibilityLabel("Status").accessibilityValue("Online")
            })
        #expect(items.map(\.label) == ["Settings", "wifi, Wi-Fi, On", "Sign Out", "Status"])
        #expect(items[0].traits.contains(.header))
        #expect(items[1].hint == "Opens the network list")
        #expect(items[1].traits.contains(.image), "combined children keep their traits")
        #expect(items[2].traits.contains(.button))
        #expect(items[3].value == "Online")
    }
}
