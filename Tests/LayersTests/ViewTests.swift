import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// View geometry, appearance and hierarchy, forwarded to layers.
@Suite @MainActor struct ViewTests {
    @Test func frameBoundsCenterAndTransformAreTheLayers() {
        let view = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.center == Point(x: 25, y: 40) && view.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        view.center = Point(x: 15, y: 20)
        #expect(view.frame == Rect(x: 0, y: 0, width: 30, height: 40))
        view.bounds.size = Size(width: 10, height: 10)
        #expect(view.frame == Rect(x: 10, y: 15, width: 10, height: 10))
        view.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: 5, y: 10, width: 20, height: 20) && view.layer.transform == view.transform)
    }

    @Test func backgroundAlphaHiddenAndClipsToBoundsRender() throws {
        let parent = TestSupport.view(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        let child = TestSupport.view(Rect(x: 5, y: 5, width: 10, height: 10), .blue)
        try parent.addSubview(child)
        var image = try TestSupport.render(parent.layer)
        #expect(image.rgba(2, 2) == RGBA.red && image.rgba(7, 7) == RGBA.blue && image.rgba(12, 12) == RGBA.blue)
        parent.clipsToBounds = true
        image = try TestSupport.render(parent.layer)
        #expect(image.rgba(12, 12) == RGBA.clear && parent.layer.masksToBounds)
        child.isHidden = true
        image = try TestSupport.render(parent.layer)
        #expect(image.rgba(7, 7) == RGBA.red)
        child.isHidden = false
        child.alpha = 0.5
        image = try TestSupport.render(parent.layer)
        #expect(image.rgba(7, 7) == [128, 0, 127, 255] || image.rgba(7, 7) == [127, 0, 128, 255])
    }

    @Test func subviewsKeepTheirLayersInTheSameOrder() throws {
        let parent = View(), a = View(), b = View(), c = View()
        try parent.addSubview(a)
        try parent.addSubview(b)
        try parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.layer).map(ObjectIdentifier.init) == parent.layer.sublayers.map(ObjectIdentifier.init))
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.last === c && parent.layer.sublayers.last === c.layer)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        try parent.insertSubview(b, aboveSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        try parent.insertSubview(c, belowSubview: a)
        #expect(parent.layer.sublayers.map(ObjectIdentifier.init) == [c, a, b].map { ObjectIdentifier($0.layer) })
        a.removeFromSuperview()
        #expect(parent.subviews.count == 2 && a.superview == nil && a.layer.superlayer == nil)
    }

    @Test func addingAViewToItsOwnSubtreeIsRefused() throws {
        let root = View(), child = StackView()
        try root.addSubview(child)
        #expect(throws: HierarchyError.cycle(child: "View", parent: "StackView")) { try child.addSubview(root) }
        #expect(throws: HierarchyError.self) { try root.addSubview(root) }
        #expect(throws: HierarchyError.self) { try child.addArrangedSubview(root) }
        #expect(root.superview == nil && child.subviews.isEmpty)
        #expect(HierarchyError.cycle(child: "View", parent: "StackView").description.contains("ancestors"))
    }

    @Test func customDrawingGoesOverTheBackgroundAndUnderSubviews() throws {
        final class Cross: View {
            override func draw(_ rect: Rect, in canvas: Canvas) {
                canvas.fill(Rect(x: 0, y: 0, width: rect.width, height: 2), color: .blue)
            }
        }
        let view = Cross(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        try view.addSubview(TestSupport.view(Rect(x: 5, y: 0, width: 5, height: 5), .green))
        let image = try TestSupport.render(view.layer)
        #expect(image.rgba(1, 1) == RGBA.blue && image.rgba(1, 5) == RGBA.red && image.rgba(7, 1) == RGBA.green)
    }

    @Test func aDeepViewTreeLaysOutRendersAndIsReleased() throws {
        weak var deepest: View?
        do {
            let root = TestSupport.view(Rect(x: 0, y: 0, width: 10, height: 10))
            var parent = root
            for _ in 0..<2_000 {
                let child = TestSupport.view(Rect(x: 0, y: 0, width: 10, height: 10))
                child.autoresizingMask = [.flexibleWidth]
                try parent.addSubview(child)
                parent = child
            }
            parent.backgroundColor = .red
            deepest = parent
            root.frame.size.width = 8  // autoresizing cascades down the whole chain
            #expect(parent.bounds.width == 8)
            let image = try root.drawHierarchy(device: .iPhoneSE3)
            #expect(image.width == 16 && image.rgba(5, 5) == RGBA.red)
        }
        #expect(deepest == nil)
    }
}
