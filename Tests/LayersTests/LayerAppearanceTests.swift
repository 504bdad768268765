import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Background, corners, border, clipping, visibility and opacity.
@Suite @MainActor struct LayerAppearanceTests {
    @Test func backgroundFillsTheBounds() throws {
        let image = try TestSupport.render(try TestSupport.root([TestSupport.box(Rect(x: 2, y: 2, width: 4, height: 4), .red)]))
        #expect(image.rgba(2, 2) == RGBA.red && image.rgba(5, 5) == RGBA.red)
        #expect(image.rgba(1, 2) == RGBA.clear && image.rgba(6, 5) == RGBA.clear)
    }

    @Test func cornerRadiusRoundsOnlyTheMaskedCorners() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 20), .red)
        layer.cornerRadius = 8
        layer.maskedCorners = [.topLeft, .bottomRight]
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(0, 0) == RGBA.clear && image.rgba(19, 19) == RGBA.clear)
        #expect(image.rgba(19, 0) == RGBA.red && image.rgba(0, 19) == RGBA.red)
        #expect(image.rgba(10, 10) == RGBA.red)
    }

    @Test func borderIsDrawnInsideTheBoundsOverTheSublayers() throws {
        let layer = TestSupport.box(Rect(x: 2, y: 2, width: 16, height: 16), .red)
        layer.borderWidth = 3
        layer.borderColor = .blue
        try layer.addSublayer(TestSupport.box(Rect(x: 0, y: 0, width: 16, height: 16), .green))
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(2, 10) == RGBA.blue && image.rgba(4, 10) == RGBA.blue)
        #expect(image.rgba(5, 10) == RGBA.green)
        #expect(image.rgba(1, 10) == RGBA.clear)
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedShape() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 20), nil)
        layer.cornerRadius = 10
        try layer.addSublayer(TestSupport.box(Rect(x: -5, y: -5, width: 30, height: 30), .red))
        let unclipped = try TestSupport.render(try TestSupport.root([layer]))
        #expect(unclipped.rgba(0, 0) == RGBA.red)
        layer.masksToBounds = true
        let clipped = try TestSupport.render(try TestSupport.root([layer]))
        #expect(clipped.rgba(0, 0) == RGBA.clear && clipped.rgba(10, 10) == RGBA.red && clipped.rgba(1, 10) == RGBA.red)
    }

    @Test func hiddenLayersAndTheirSublayersAreNotDrawn() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        try layer.addSublayer(TestSupport.box(Rect(x: 10, y: 10, width: 5, height: 5), .blue))
        layer.isHidden = true
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(5, 5) == RGBA.clear && image.rgba(12, 12) == RGBA.clear)
    }

    @Test func leafOpacityMultipliesAlpha() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        layer.opacity = 0.5
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(5, 5) == [255, 0, 0, 128])
    }

    @Test func groupOpacityFlattensTheSubtreeBeforeFading() throws {
        // A red parent covered by a blue child: as a group, only faded blue shows
        // where they overlap; fading each separately would let red through.
        let parent = TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        try parent.addSublayer(TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), .blue))
        parent.opacity = 0.5
        let image = try TestSupport.render(try TestSupport.root([parent]))
        #expect(image.rgba(5, 5) == [0, 0, 255, 128])
    }

    @Test func sublayersDrawInZPositionOrderStably() throws {
        let a = TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        let b = TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), .blue)
        let c = TestSupport.box(Rect(x: 0, y: 0, width: 5, height: 5), .green)
        a.zPosition = 1
        let root = try TestSupport.root([a, b, c])
        var image = try TestSupport.render(root)
        #expect(image.rgba(7, 7) == RGBA.red && image.rgba(2, 2) == RGBA.red)
        a.zPosition = 0
        image = try TestSupport.render(root)
        #expect(image.rgba(7, 7) == RGBA.blue && image.rgba(2, 2) == RGBA.green)
    }

    @Test func shadowFollowsTheRoundedShapeWithOffsetAndRadius() throws {
        let layer = TestSupport.box(Rect(x: 4, y: 4, width: 8, height: 8), .white)
        layer.shadowOpacity = 1
        layer.shadowOffset = Size(width: 4, height: 4)
        layer.shadowRadius = 0
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(14, 14) == RGBA.black && image.rgba(8, 8) == RGBA.white)
        #expect(image.rgba(3, 3) == RGBA.clear)
        layer.shadowRadius = 4
        let blurred = try TestSupport.render(try TestSupport.root([layer]))
        #expect(blurred.rgba(17, 17)[3] > 0 && blurred.rgba(14, 14)[3] < 255)
    }

    @Test func shadowPathReplacesTheLayerShapeAndMasksToBoundsHidesTheShadow() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 10, height: 10), nil)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = .zero
        layer.shadowColor = .blue
        #expect(try TestSupport.render(try TestSupport.root([layer])).rgba(5, 5) == RGBA.clear)
        layer.shadowPath = Path(rect: Rect(x: 12, y: 12, width: 4, height: 4))
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(14, 14) == RGBA.blue && image.rgba(5, 5) == RGBA.clear)
        layer.masksToBounds = true
        #expect(try TestSupport.render(try TestSupport.root([layer])).rgba(14, 14) == RGBA.clear)
    }

    @Test func shadowOpacityScalesTheShadowColour() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 8, height: 8), .white)
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 0
        layer.shadowOffset = Size(width: 10, height: 10)
        layer.shadowColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(14, 14) == [0, 0, 255, 64])
    }

    @Test func nestedGroupsBeyondTheLimitStillRender() throws {
        let root = try TestSupport.root()
        var parent = root
        for _ in 0..<(LayerRenderer.maxGroupDepth + 8) {
            let child = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 20), nil)
            child.opacity = 0.99
            try parent.addSublayer(child)
            parent = child
        }
        try parent.addSublayer(TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 20), .red))
        let alpha = try TestSupport.render(root).rgba(5, 5)[3]
        #expect(alpha > 150 && alpha < 200)  // 0.99^40 ≈ 0.67
    }
}
