import SwiftUI
import Testing

@Suite("SwiftUI drawing effects")
@MainActor
struct EffectTests {
    @Test("a mask shows the content only where the mask view is opaque")
    func mask() {
        let image = drawn(paint(1, 0, 0).frame(width: 40, height: 40).mask { Circle() }, width: 40, height: 40)
        #expect(image.bitmap[20, 20].r == 255 && image.bitmap[20, 20].g == 0, "the centre is red")
        #expect(image.bitmap[1, 1].g == 255, "a corner, outside the circle, is the white background: \(image.bitmap[1, 1])")
    }

    @Test("a shape scaled and rotated about its centre keeps its frame")
    func shapeTransforms() {
        let image = drawn(Rectangle().scale(0.5).fill(paint(0, 0, 1)).frame(width: 40, height: 40), width: 40, height: 40)
        #expect(extent(of: blue, in: image) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("a fill's drop shadow falls outside the shape, on the side of its offset")
    func dropShadowStyle() {
        let square = Rectangle().fill(paint(0, 0, 1).shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))
        let image = drawn(square.frame(width: 40, height: 40).padding(20), width: 80, height: 80)
        #expect(extent(of: blue, in: image) == CGRect(x: 20, y: 20, width: 40, height: 40), "the fill is unchanged")
        #expect(image.bitmap[65, 65].r == 0 && image.bitmap[65, 65].b == 0, "black below and right: \(image.bitmap[65, 65])")
        #expect(image.bitmap[15, 15].r == 255, "white above and left: \(image.bitmap[15, 15])")
    }

    @Test("a fill's inner shadow darkens the inside along the edges its offset moves away from")
    func innerShadowStyle() {
        let square = Rectangle().foregroundStyle(paint(0, 0, 1).shadow(.inner(color: .black, radius: 0, x: 10, y: 10)))
        let image = drawn(square.frame(width: 40, height: 40).padding(20), width: 80, height: 80)
        #expect(image.bitmap[25, 40] == image.bitmap[40, 25], "the left and top bands match: \(image.bitmap[25, 40])")
        #expect(image.bitmap[25, 40].b == 0, "black inside along the left edge: \(image.bitmap[25, 40])")
        #expect(image.bitmap[50, 50].b == 255 && image.bitmap[50, 50].r == 0, "blue inside away from it: \(image.bitmap[50, 50])")
        #expect(image.bitmap[65, 65].r == 255, "nothing outside: \(image.bitmap[65, 65])")
        #expect(extent(of: blue, in: image) == CGRect(x: 30, y: 30, width: 30, height: 30))
    }

    @Test("shadow styles chain: a drop shadow of a shape with an inner shadow, the default colours translucent")
    func chainedShadowStyles() {
        let circle = Circle().fill(Color.white.shadow(.inner(radius: 4, x: 4, y: 4)).shadow(.drop(radius: 4, x: 6, y: 6)))
        let image = drawn(circle.frame(width: 40, height: 40).padding(20), width: 80, height: 80)
        let inside = image.bitmap[28, 40], centre = image.bitmap[40, 40], below = image.bitmap[62, 62]
        #expect(inside.r < 250 && inside.r > 100, "grey inside the left edge, translucent: \(inside)")
        #expect(centre.r == 255, "white at the centre: \(centre)")
        #expect(below.r < 250 && below.r > 100, "a translucent drop shadow below and right: \(below)")
    }
}

@Suite("SwiftUI Canvas")
@MainActor
struct CanvasTests {
    @Test("a canvas fills and strokes paths where its renderer says, under its transform")
    func fillAndStroke() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(paint(1, 0, 0)))
            var moved = context
            moved.translateBy(x: size.width / 2, y: 0)
            moved.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(paint(0, 0, 1)))
        }
        let image = drawn(canvas.frame(width: 80, height: 40), width: 80, height: 40)
        #expect(extent(of: red, in: image) == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(extent(of: blue, in: image) == CGRect(x: 50, y: 10, width: 20, height: 20))
    }
}

@Suite("SwiftUI paths")
@MainActor
struct PathTests {
    @Test("a stroked path's outline, filled, covers the line's width")
    func strokedPath() {
        let line = Path { path in
            path.move(to: CGPoint(x: 10, y: 20))
            path.addLine(to: CGPoint(x: 50, y: 20))
        }
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(outline.boundingRect == CGRect(x: 10, y: 15, width: 40, height: 10))
        let image = drawn(outline.fill(paint(1, 0, 0)).frame(width: 60, height: 40), width: 60, height: 40)
        #expect(extent(of: red, in: image) == CGRect(x: 10, y: 15, width: 40, height: 10))
    }
}

@Suite("SwiftUI images")
@MainActor
struct ImageTests {
    @Test("an image missing from the asset catalog takes no space, even resizable and fitted to an aspect ratio")
    func missingImage() {
        let missing = Image("no-such-image").resizable().aspectRatio(contentMode: .fit)
        #expect(UIHostingController(rootView: missing).sizeThatFits(in: CGSize(width: 300, height: 300)) == .zero)
    }
}
