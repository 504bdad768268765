import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import Testing

/// The accessibility strategies: what VoiceOver reads as text and as a marked-up image.
@Suite("Accessibility snapshots")
@MainActor
struct AccessibilityStrategyTests {
    /// A card with a title, a subtitle and a button.
    private func card() throws -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 240, height: 120))
        card.backgroundColor = DynamicColor(.white)
        let title = Label(frame: Rect(x: 16, y: 16, width: 200, height: 24))
        title.text = "Jane Appleseed"
        title.accessibilityTraits = .header
        let follow = Button(frame: Rect(x: 16, y: 64, width: 100, height: 40))
        follow.title = "Follow"
        follow.accessibilityHint = "Shows her posts in your feed"
        try card.addSubview(title)
        try card.addSubview(follow)
        return card
    }

    @Test("the text strategy numbers what is read, in order, with traits and hints")
    func text() throws {
        let text = try Snapshotting<View, String>.accessibility(device: .iPhoneSE3).snapshot(try card())
        #expect(text == "1. Jane Appleseed. Heading.\n2. Follow. Button. Shows her posts in your feed.")
    }

    @Test("the image strategy draws the view, marks each element in its colour and adds the legend beside it")
    func image() throws {
        let view = try card()
        let strategy = Snapshotting<View, Bitmap>.accessibilityImage(device: .iPhoneSE3)
        let image = try strategy.snapshot(view)
        #expect(image.width == Int((240 + 320) * 2) && image.height == 240)
        let plain = try Snapshotting<View, Bitmap>.image(device: .iPhoneSE3).snapshot(view)
        // The first element's outline is in the first colour, on its frame's edge.
        let outline: PremultipliedPixel = image[16 * 2 + 1, 30 * 2]
        #expect(outline.r < 40 && outline.b > 200, "\(outline)")
        // Away from the elements the view is as drawn.
        let away: PremultipliedPixel = image[400, 220], drawn: PremultipliedPixel = plain[400, 220]
        #expect(away == drawn)
        #expect(view.frame == Rect(x: 0, y: 0, width: 240, height: 120) && view.superview == nil)
    }
}
