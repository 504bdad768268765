import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import Testing

@Suite("Rendering refuses what cannot be drawn, naming it")
@MainActor
struct RenderBadInputTests {
    @Test("a scale of 0, a negative one or NaN says so", arguments: [0.0, -2.0, Double.nan, Double.infinity])
    func badScale(scale: Double) {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect {
            _ = try layer.renderedImage(scale: scale)
        } throws: { error in
            "\(error)".contains("the scale must be a finite number above 0")
        }
    }

    @Test("a layer masked by its own ancestor, through a view, is refused naming both")
    func maskedByAncestor() throws {
        let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let badge = Label(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try card.addSubview(badge)
        badge.layer.mask = card.layer
        defer { badge.layer.mask = nil }  // a retain cycle, as in UIKit
        #expect(throws: RenderError.maskCycle(["View", "Label", "mask View"])) { try card.drawHierarchy(device: .iPhoneSE3) }
        let drawnNothing = try Canvas(width: 10, height: 10)
        card.layer.render(in: drawnNothing)
        #expect(drawnNothing.bitmap.pixels.allSatisfy { $0 == 0 })
    }
}
