import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Appearance proxies: applied by the hierarchy path only, most specific type last, isolated per test.
@Suite @MainActor struct AppearanceTests {
    @Test func proxiesApplyOnlyOnTheHierarchyPath() throws {
        try AppearanceRegistry.withIsolatedRegistry { () throws in
            View.appearance().backgroundColor = .red
            #expect(View.appearance().backgroundColor?.resolved(with: .unattached) == .red)
            let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
            #expect(try view.layer.renderedImage().rgba(1, 1) == RGBA.clear)
            #expect(try view.drawHierarchy(device: .iPhoneSE3).rgba(1, 1) == RGBA.red)
        }
        #expect(View.appearance().backgroundColor == nil)  // the isolated registry is gone
    }

    @Test func theMostSpecificTypeWinsAndProxiesApplyOnce() throws {
        try AppearanceRegistry.withIsolatedRegistry { () throws in
            Label.appearance().textColor = .red
            View.appearance().backgroundColor = .blue
            StackView.appearance().backgroundColor = .green
            let stack = StackView(frame: Rect(x: 0, y: 0, width: 40, height: 20))
            stack.distribution = .equalSpacing
            stack.alignment = .top
            let label = Label(text: "Hi")
            try stack.addArrangedSubview(label)
            let image = try stack.drawHierarchy(device: .iPhoneSE3)
            #expect(image.rgba(79, 39) == RGBA.green)
            #expect(label.textColor.resolved(with: .unattached) == .red)
            #expect(label.backgroundColor?.resolved(with: .unattached) == .blue)
            label.textColor = .black  // set after the proxy: kept
            _ = try stack.drawHierarchy(device: .iPhoneSE3)
            #expect(label.textColor.resolved(with: .unattached) == .black)
        }
    }

    @Test func resetClearsARegistry() {
        let registry = AppearanceRegistry()
        AppearanceRegistry.$current.withValue(registry) {
            Label.appearance().numberOfLines = 3
            #expect(Label.appearance().numberOfLines == 3)
            registry.reset()
            #expect(Label.appearance().numberOfLines == 1)
        }
    }
}
