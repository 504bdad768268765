import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// The two rendering paths: where they agree and exactly where they differ.
@Suite @MainActor struct RenderPathTests {
    /// A small card: rounded background, border, shadow, an image and a label.
    private func card() throws -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        card.backgroundColor = .white
        card.layer.cornerRadius = 6
        card.layer.borderWidth = 1
        card.layer.borderColor = .black
        let image = ImageView(frame: Rect(x: 4, y: 4, width: 10, height: 10))
        image.image = Image(bitmap: try TestSupport.solidImage(width: 4, height: 4, .red))
        try card.addSubview(image)
        let label = Label(frame: Rect(x: 16, y: 4, width: 22, height: 20))
        label.text = "Ab"
        try card.addSubview(label)
        let dot = View(frame: Rect(x: 4, y: 18, width: 8, height: 8))
        dot.backgroundColor = .blue
        dot.layer.shadowOpacity = 0.5
        dot.layer.shadowRadius = 2
        try card.addSubview(dot)
        return card
    }

    /// The layer path at `scale` for the same bounds.
    private func layerPath(_ view: View, scale: Double) throws -> Bitmap {
        try view.layer.renderedImage(scale: scale)
    }

    @Test func bothPathsAgreeOnAPlainTreeAtTheSameScale() throws {
        let view = try card()
        let hierarchy = try view.drawHierarchy(device: .iPhoneSE3)
        #expect(hierarchy.width == 80 && hierarchy.height == 60)
        #expect(view.superview == nil && view.window == nil)  // the temporary window is gone
        let layer = try layerPath(view, scale: 2)
        #expect(hierarchy == layer)
        #expect(hierarchy.rgba(20, 20) == RGBA.red && hierarchy.rgba(0, 0) == RGBA.clear)
    }

    @Test func textIsRasterizedAtTheDeviceScale() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 30, height: 20))
        label.text = "Ag"
        let sharp = try label.drawHierarchy(device: .iPhone15)
        #expect(sharp.width == 90)
        let upscaled = try Canvas(width: 90, height: 60)
        upscaled.draw(try label.layer.renderedImage(scale: 1), in: Rect(x: 0, y: 0, width: 90, height: 60))
        #expect(sharp.maxDifference(to: upscaled.bitmap) > 64)
    }

    @Test func theHierarchyPathTakesTraitsFromTheWindow() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = DynamicColor { $0.horizontalSizeClass == .regular ? .blue : .red }
        #expect(try view.drawHierarchy(device: .iPad10).rgba(1, 1) == RGBA.blue)
        #expect(try view.drawHierarchy(device: .iPhone15).rgba(1, 1) == RGBA.red)
        #expect(try view.layer.renderedImage().rgba(1, 1) == RGBA.red)  // no window: unspecified
        DeviceProfile.current = .iPad10Landscape
        defer { DeviceProfile.current = .iPhone15 }
        #expect(try view.drawHierarchy().width == 8)
    }

    @Test func onlyTheHierarchyPathBlursBehindAVisualEffectView() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .white
        let stripe = View(frame: Rect(x: 18, y: 0, width: 4, height: 20))
        stripe.backgroundColor = .black
        try root.addSubview(stripe)
        let effect = VisualEffectView(style: .light)
        effect.frame = root.bounds
        try root.addSubview(effect)
        let marker = View(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        marker.backgroundColor = .red
        try effect.contentView.addSubview(marker)

        let hierarchy = try root.drawHierarchy(device: .iPhoneSE3)
        let layer = try root.layer.renderedImage(scale: 2)
        // The layer path: the opaque fallback hides the stripe entirely.
        #expect(layer.rgba(40, 20) == layer.rgba(70, 20), "\(layer.rgba(70, 20))")
        #expect(layer.rgba(70, 20) == [247, 247, 247, 255])
        // The hierarchy path: the stripe shows through, blurred into its surroundings.
        let centre = hierarchy.rgba(40, 20)[0], near = hierarchy.rgba(30, 20)[0], far = hierarchy.rgba(70, 20)[0]
        #expect(centre < near && near < far)
        // Content over the effect is drawn the same on both paths.
        #expect(hierarchy.rgba(1, 1) == RGBA.red && layer.rgba(1, 1) == RGBA.red)
        // Away from the effect both paths agree.
        effect.isHidden = true
        #expect(try root.drawHierarchy(device: .iPhoneSE3) == root.layer.renderedImage(scale: 2))
    }

    @Test func badGeometryIsReportedByTheHierarchyPath() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let bad = StackView(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        bad.frame.origin.x = .nan
        try root.addSubview(bad)
        let error = #expect(throws: RenderError.self) { try root.drawHierarchy() }
        guard case .invalidGeometry(let type, let frame) = error else {
            Issue.record("wrong error")
            return
        }
        #expect(type == "StackView" && frame.x.isNaN)
        #expect(error?.description.contains("StackView") == true)
        // The layer path skips the bad view and draws the rest.
        root.backgroundColor = .red
        #expect(try root.layer.renderedImage().rgba(5, 5) == RGBA.red)

        #expect(throws: RenderError.emptySize(type: "View", size: .zero)) { try View().drawHierarchy() }
        let huge = View(frame: Rect(x: 0, y: 0, width: 1e6, height: 1e6))
        #expect(throws: RenderError.tooLarge(type: "View", size: huge.bounds.size, scale: 3)) {
            try huge.drawHierarchy(device: .iPhone15)
        }
    }

    @Test func aViewAlreadyInAWindowKeepsIt() throws {
        let window = Window(device: .iPhoneSE3)
        let view = TestSupport.view(Rect(x: 10, y: 10, width: 5, height: 5), .green)
        try window.addSubview(view)
        let image = try view.drawHierarchy(device: .iPad10)
        #expect(image.width == 10 && view.window === window && image.rgba(2, 2) == RGBA.green)
    }
}
