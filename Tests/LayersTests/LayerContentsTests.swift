import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// The contents image and its gravity.
@Suite @MainActor struct LayerContentsTests {
    private func render(_ gravity: ContentsGravity, scale: Double = 1) throws -> Bitmap {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 10), nil)
        layer.contents = try TestSupport.solidImage(width: 4, height: 4, .red)
        layer.contentsScale = scale
        layer.contentsGravity = gravity
        return try TestSupport.render(try TestSupport.root([layer]))
    }

    @Test func resizeStretchesOverTheBounds() throws {
        let image = try render(.resize)
        #expect(image.rgba(0, 0) == RGBA.red && image.rgba(19, 9) == RGBA.red && image.rgba(0, 10) == RGBA.clear)
    }

    @Test func aspectGravitiesKeepTheAspectRatio() throws {
        let fit = try render(.resizeAspect)
        #expect(fit.rgba(4, 5) == RGBA.clear && fit.rgba(5, 5) == RGBA.red && fit.rgba(14, 5) == RGBA.red)
        #expect(fit.rgba(15, 5) == RGBA.clear)
        let fill = try render(.resizeAspectFill)
        // 20 x 20 centred: overflows above and below the bounds.
        #expect(fill.rgba(0, 0) == RGBA.red && fill.rgba(0, 14) == RGBA.red && fill.rgba(0, 15) == RGBA.clear)
    }

    @Test func naturalSizeGravitiesPlaceTheImageAtTheirEdge() throws {
        let expectations: [(ContentsGravity, Int, Int)] = [
            (.center, 8, 3), (.top, 8, 0), (.bottom, 8, 6), (.left, 0, 3), (.right, 16, 3),
            (.topLeft, 0, 0), (.topRight, 16, 0), (.bottomLeft, 0, 6), (.bottomRight, 16, 6),
        ]
        for (gravity, x, y) in expectations {
            let image = try render(gravity)
            #expect(image.rgba(x, y) == RGBA.red && image.rgba(x + 3, y + 3) == RGBA.red, "\(gravity)")
            #expect(x == 0 || image.rgba(x - 1, y) == RGBA.clear, "\(gravity)")
            #expect(y == 0 || image.rgba(x, y - 1) == RGBA.clear, "\(gravity)")
        }
    }

    @Test func contentsScaleShrinksTheNaturalSize() throws {
        let image = try render(.topLeft, scale: 2)
        #expect(image.rgba(1, 1) == RGBA.red && image.rgba(2, 1) == RGBA.clear)
    }

    @Test func masksToBoundsClipsContents() throws {
        let layer = TestSupport.box(Rect(x: 0, y: 0, width: 20, height: 10), nil)
        layer.contents = try TestSupport.solidImage(width: 4, height: 4, .red)
        layer.contentsGravity = .resizeAspectFill
        layer.masksToBounds = true
        let image = try TestSupport.render(try TestSupport.root([layer]))
        #expect(image.rgba(0, 9) == RGBA.red && image.rgba(0, 12) == RGBA.clear)
    }
}
