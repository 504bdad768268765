import Foundation
import HeadlessRaster
import Testing

@testable import CoreGraphics

/// `CGContext` drawing into a canvas: Core Graphics' state, current path and
/// painting, checked on pixels whose values follow from the geometry.
@Suite("CGContext")
struct CGContextTests {
    /// A context over a white `width` x `height` canvas at `scale`.
    private func context(_ width: Int = 40, _ height: Int = 40, scale: Double = 1) throws -> CGContext {
        let canvas = try Canvas(width: width, height: height, scale: scale)
        canvas.clear(to: .white)
        return CGContext(canvas: canvas)
    }

    private func rgba(_ context: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        let p = context.canvas.bitmap[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    @Test func pathsLandTransformedByTheMatrixWhenAdded() throws {
        let ctx = try context()
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.scaleBy(x: 3, y: 3)  // after the rectangle: it stays 10 x 10
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fillPath()
        #expect(rgba(ctx, 9, 9) == [255, 0, 0, 255] && rgba(ctx, 10, 10) == [255, 255, 255, 255])
        #expect(ctx.isPathEmpty, "painting consumes the path")
        ctx.addRect(CGRect(x: 5, y: 5, width: 2, height: 2))  // now scaled: 15...21
        #expect(ctx.boundingBoxOfPath == CGRect(x: 5, y: 5, width: 2, height: 2))
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fillPath()
        #expect(rgba(ctx, 20, 20) == [0, 0, 0, 255] && rgba(ctx, 21, 21) == [255, 255, 255, 255])
        #expect(ctx.ctm == CGAffineTransform(scaleX: 3, y: 3))
    }

    @Test func stateIsSavedAndRestored() throws {
        let ctx = try context()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.saveGState()
        ctx.translateBy(x: 20, y: 0)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.restoreGState()
        ctx.restoreGState()  // unbalanced: ignored
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 22, 2) == [0, 255, 0, 255] && rgba(ctx, 27, 2) == [255, 255, 255, 255], "clipped to 5 x 5")
        #expect(rgba(ctx, 5, 5) == [0, 0, 255, 255] && ctx.ctm.isIdentity)
    }

    @Test func fillRulesStrokesAndDrawModes() throws {
        let ctx = try context()
        ctx.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        ctx.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        ctx.fillPath(using: .evenOdd)
        #expect(rgba(ctx, 15, 15) == [255, 255, 255, 255] && rgba(ctx, 5, 5) == [0, 0, 0, 255])
        let stroked = try context()
        stroked.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        stroked.setLineWidth(4)
        stroked.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        stroked.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        stroked.drawPath(using: .fillStroke)
        // The 4-point line is centred on the edge: 8...12 red, inside blue.
        #expect(rgba(stroked, 9, 20) == [255, 0, 0, 255] && rgba(stroked, 11, 20) == [255, 0, 0, 255])
        #expect(rgba(stroked, 20, 20) == [0, 0, 255, 255] && rgba(stroked, 7, 20) == [255, 255, 255, 255])
        stroked.setLineDash(phase: 0, lengths: [2, 2])
        stroked.setLineWidth(2)
        stroked.strokeLineSegments(between: [CGPoint(x: 0, y: 35), CGPoint(x: 8, y: 35)])
        #expect(rgba(stroked, 1, 35) == [255, 0, 0, 255] && rgba(stroked, 3, 35) == [255, 255, 255, 255])
    }

    @Test func clearAlphaAndBlendModes() throws {
        let ctx = try context()
        ctx.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 5, 5) == [0, 0, 0, 0])
        ctx.setAlpha(0.5)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 25, 5) == [128, 128, 128, 255] || rgba(ctx, 25, 5) == [127, 127, 127, 255])
        ctx.setAlpha(1)
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(rgba(ctx, 5, 25) == [255, 0, 0, 255], "red times white")
    }

    @Test func shadowsAreInBasePointsAndFollowDrawing() throws {
        let ctx = try context(80, 80, scale: 2)
        ctx.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.scaleBy(x: 2, y: 2)  // the offset stays 5 points of the base space
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 1, y: 1, width: 5, height: 5))  // 2...12 pt in base points
        // The red square covers 4...24 px; its unblurred shadow 14...34 px.
        #expect(rgba(ctx, 10, 10) == [255, 0, 0, 255])
        #expect(rgba(ctx, 30, 30) == [0, 0, 0, 255] && rgba(ctx, 36, 36) == [255, 255, 255, 255])
        ctx.setShadow(offset: .zero, blur: 0, color: nil)
        ctx.fill(CGRect(x: 12, y: 0, width: 3, height: 3))  // 48...60 px
        #expect(rgba(ctx, 55, 5) == [255, 0, 0, 255] && rgba(ctx, 65, 15) == [255, 255, 255, 255], "no shadow once unset")
    }

    @Test func transparencyLayersFadeAsOne() throws {
        let ctx = try context()
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        ctx.endTransparencyLayer()
        // Overlap and single areas alike: black at half alpha over white.
        #expect(rgba(ctx, 15, 15) == rgba(ctx, 5, 5) && rgba(ctx, 25, 25) == rgba(ctx, 5, 5))
        #expect(rgba(ctx, 5, 5)[0] >= 127 && rgba(ctx, 5, 5)[0] <= 128)
    }

    @Test func gradientsStopAtTheirEndsUnlessAsked() throws {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: colors, locations: nil))
        let ctx = try context(40, 10)
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])
        #expect(rgba(ctx, 5, 5) == [255, 255, 255, 255] && rgba(ctx, 35, 5) == [255, 255, 255, 255])
        #expect(rgba(ctx, 10, 5)[0] > 240 && rgba(ctx, 29, 5)[2] > 240)
        let extended = try context(40, 10)
        extended.drawLinearGradient(
            gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(rgba(extended, 2, 5) == [255, 0, 0, 255] && rgba(extended, 38, 5) == [0, 0, 255, 255])
        let radial = try context()
        radial.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 5, endCenter: CGPoint(x: 20, y: 20), endRadius: 15,
            options: [])
        #expect(rgba(radial, 20, 20) == [255, 255, 255, 255], "inside the start circle: nothing")
        #expect(rgba(radial, 20, 39) == [255, 255, 255, 255], "outside the end circle: nothing")
        #expect(rgba(radial, 26, 20)[0] > 200, "just past the start circle: red")
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }
}
