import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Bounds, position, anchor point, frame, transforms and coordinate conversion.
@Suite @MainActor struct LayerGeometryTests {
    @Test func frameIsDerivedFromBoundsPositionAndAnchor() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 10, height: 6)
        layer.position = Point(x: 20, y: 30)
        #expect(layer.frame == Rect(x: 15, y: 27, width: 10, height: 6))
        layer.anchorPoint = Point(x: 0, y: 0)
        #expect(layer.frame == Rect(x: 20, y: 30, width: 10, height: 6))
        layer.frame = Rect(x: 1, y: 2, width: 4, height: 8)
        #expect(layer.position == Point(x: 1, y: 2) && layer.bounds.size == Size(width: 4, height: 8))
    }

    @Test func transformTurnsAboutTheAnchorAndFrameIsTheBoundingBox() throws {
        let layer = TestSupport.box(Rect(x: 5, y: 8, width: 10, height: 4), .red)
        layer.transform = AffineTransform(rotationAngle: Double.pi / 2)
        #expect(layer.frame == Rect(x: 8, y: 5, width: 4, height: 10))
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(10, 6) == RGBA.red && image.rgba(10, 14) == RGBA.red)
        #expect(image.rgba(6, 10) == RGBA.clear)
    }

    @Test func boundsOriginShiftsTheSublayers() throws {
        let parent = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 20), nil)
        parent.bounds.origin = Point(x: 5, y: 0)
        try parent.addSublayer(TestSupport.box(Rect(x: 5, y: 0, width: 2, height: 2), .red))
        let image = try TestSupport.render(try TestSupport.root([parent]))
        #expect(image.rgba(0, 0) == RGBA.red && image.rgba(5, 0) == RGBA.clear)
    }

    @Test func sublayerTransformAppliesToSublayersAboutTheAnchor() throws {
        let parent = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 20), nil)
        parent.sublayerTransform = AffineTransform(scaleX: 2, y: 2)
        try parent.addSublayer(TestSupport.box(Rect(x: 10, y: 10, width: 2, height: 2), .red))
        let image = try TestSupport.render(try TestSupport.root([parent]))
        // (10, 10) is the anchor: it stays; (12, 12) moves to (14, 14).
        #expect(image.rgba(10, 10) == RGBA.red && image.rgba(13, 13) == RGBA.red)
        #expect(image.rgba(14, 14) == RGBA.clear)
        #expect(parent.sublayers[0].convert(Point(x: 2, y: 2), to: parent) == Point(x: 14, y: 14))
    }

    @Test func convertMapsBetweenSiblings() throws {
        let a = TestSupport.box(Rect(x: 2, y: 3, width: 5, height: 5), nil)
        let b = TestSupport.box(Rect(x: 10, y: 10, width: 5, height: 5), nil)
        let root = try TestSupport.root([a, b])
        #expect(a.convert(Point(x: 1, y: 1), to: b) == Point(x: -7, y: -6))
        #expect(a.convert(.zero, to: nil) == Point(x: 2, y: 3))
        #expect(a.superlayer === root)
    }

    @Test func invalidGeometryIsReportedAndSkipped() throws {
        let bad = TestSupport.box(Rect(x: 0, y: 0, width: Double.nan, height: 4), .red)
        let negative = TestSupport.box(Rect(x: 0, y: 0, width: 4, height: 4), .red)
        negative.bounds.size.width = -4
        let good = TestSupport.box(Rect(x: 10, y: 10, width: 4, height: 4), .blue)
        #expect(!bad.hasValidGeometry && !negative.hasValidGeometry && good.hasValidGeometry)
        let image = try TestSupport.render(try TestSupport.root([bad, negative, good]))
        #expect(image.rgba(1, 1) == RGBA.clear && image.rgba(11, 11) == RGBA.blue)
        let error = #expect(throws: RenderError.self) { try bad.renderedImage() }
        guard case .invalidGeometry(let type, _) = error else {
            Issue.record("wrong error \(String(describing: error))")
            return
        }
        #expect(type == "Layer")
    }
}
