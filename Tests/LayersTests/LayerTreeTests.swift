import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Sublayer insertion, removal, reordering, cycles, masks and deep trees.
@Suite @MainActor struct LayerTreeTests {
    @Test func insertRemoveAndReorderSublayers() throws {
        let root = Layer(), a = Layer(), b = Layer(), c = Layer()
        try root.addSublayer(a)
        try root.addSublayer(b)
        try root.insertSublayer(c, at: 0)
        #expect(root.sublayers.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        try root.insertSublayer(c, above: b)
        #expect(root.sublayers.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        try root.insertSublayer(b, below: a)
        #expect(root.sublayers.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        a.removeFromSuperlayer()
        #expect(root.sublayers.count == 2 && a.superlayer == nil && b.superlayer === root)
        let other = Layer()
        try other.addSublayer(b)
        #expect(root.sublayers.count == 1 && b.superlayer === other)
    }

    @Test func addingALayerToItsOwnSubtreeIsRefused() throws {
        let root = Layer(), child = Layer()
        try root.addSublayer(child)
        #expect(throws: HierarchyError.cycle(child: "Layer", parent: "Layer")) { try child.addSublayer(root) }
        #expect(throws: HierarchyError.self) { try root.addSublayer(root) }
        #expect(root.superlayer == nil && child.sublayers.isEmpty)
    }

    @Test func aShapeMaskClipsToItsShape() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 20), .red)
        let mask = ShapeLayer()
        mask.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        mask.path = Path(rect: Rect(x: 0, y: 0, width: 5, height: 10))
        layer.mask = mask
        #expect(LayerRenderer.simpleMaskClip(mask) != nil)
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(7, 7) == RGBA.red && image.rgba(11, 7) == RGBA.clear && image.rgba(2, 2) == RGBA.clear)
    }

    @Test func aTranslucentMaskFadesByItsAlpha() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 20), .red)
        try layer.addSublayer(TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 20), .blue))
        let mask = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 10), Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        try mask.addSublayer(TestSupport.box(Rect(x: 0, y: 10, width: 20, height: 10), .black))
        layer.mask = mask
        #expect(LayerRenderer.simpleMaskClip(mask) == nil)
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(5, 5)[2] == 255 && abs(image.rgba(5, 5)[3] - 128) <= 1)
        #expect(image.rgba(15, 15) == RGBA.red && image.rgba(5, 15) == RGBA.blue)
    }

    @Test func aDeepChainRendersLaysOutAndIsReleased() throws {
        let depth = 2_000
        weak var deepest: Layer?
        do {
            let root = TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), nil)
            var parent = root
            for index in 0..<depth {
                let child = TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), index == depth - 1 ? .red : nil)
                try parent.addSublayer(child)
                parent = child
            }
            deepest = parent
            parent.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(try TestSupport.render(root, width: 10, height: 10).rgba(5, 5) == RGBA.red)
        }
        #expect(deepest == nil)
    }

    @Test func releasingAParentKeepsSublayersHeldElsewhere() throws {
        let kept = Layer()
        try kept.addSublayer(Layer())
        do {
            let parent = Layer()
            try parent.addSublayer(kept)
        }
        #expect(kept.sublayers.count == 1 && kept.superlayer == nil)
    }
}
