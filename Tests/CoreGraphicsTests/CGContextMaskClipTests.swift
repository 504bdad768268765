import Foundation
import HeadlessRaster
import Testing

@testable import CoreGraphics

/// `CGContext.clip(to:mask:)`: a mask image drawn into a rectangle narrows the clip.
@Suite("CGContext clipping to a mask")
struct CGContextMaskClipTests {
    /// A transparent 50 x 20 canvas's context.
    private func context(scale: Double = 1) throws -> CGContext {
        CGContext(canvas: try Canvas(width: 50, height: 20, scale: scale))
    }

    /// An image of `width` x `height` pixels with `pixel` giving each one.
    private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) throws -> CGImage {
        var pixels: [UInt32] = []
        for y in 0..<height { for x in 0..<width { pixels.append(pixel(x, y)) } }
        return CGImage(bitmap: try Bitmap(width: width, height: height, pixels: pixels))
    }

    private let black: UInt32 = 0xFF00_0000, white: UInt32 = 0xFFFF_FFFF

    /// Alpha of the red fill over the whole canvas after `clip`, at `x, y`.
    private func alphaAfterFilling(_ ctx: CGContext, at points: [(Int, Int)]) -> [UInt8] {
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 20))
        return points.map { ctx.canvas.bitmap[$0.0, $0.1].a }
    }

    @Test("a grey mask shows where white, hides where black, and nothing outside its rectangle")
    func greyMask() throws {
        let ctx = try context()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20), mask: try image(2, 1) { x, _ in x == 0 ? black : white })
        #expect(alphaAfterFilling(ctx, at: [(5, 10), (35, 10), (45, 10)]) == [0, 255, 0])
        // Between the two samples the value ramps: the middle is half drawn.
        #expect(abs(Int(ctx.canvas.bitmap[19, 10].a) - 128) < 16)
    }

    @Test("a mask with transparency clips by its alpha, whatever its colours")
    func alphaMask() throws {
        let ctx = try context()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20), mask: try image(2, 1) { x, _ in x == 0 ? 0 : black })
        #expect(alphaAfterFilling(ctx, at: [(5, 10), (35, 10)]) == [0, 255])
    }

    @Test("the mask's first row is at the bottom of the rectangle, as Core Graphics draws images")
    func flipped() throws {
        let ctx = try context()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 50, height: 20), mask: try image(1, 2) { _, y in y == 0 ? black : white })
        #expect(alphaAfterFilling(ctx, at: [(25, 2), (25, 17)]) == [255, 0])
    }

    @Test("restoreGState removes the mask; it follows the transform")
    func stateAndTransform() throws {
        let ctx = try context()
        ctx.saveGState()
        ctx.scaleBy(x: 2, y: 2)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 5), mask: try image(1, 1) { _, _ in white })
        #expect(alphaAfterFilling(ctx, at: [(15, 5), (25, 5), (15, 15)]) == [255, 0, 0])
        ctx.restoreGState()
        #expect(alphaAfterFilling(ctx, at: [(25, 5), (45, 15)]) == [255, 255])
    }

    @Test("an empty mask or a rectangle without area or finite size clips everything")
    func badInput() throws {
        for (rect, mask) in [
            (CGRect(x: 0, y: 0, width: 40, height: 20), CGImage(bitmap: .empty)),
            (CGRect(x: 0, y: 0, width: 0, height: 20), try image(1, 1) { _, _ in white }),
            (CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20), try image(1, 1) { _, _ in white }),
            (CGRect(x: CGFloat.nan, y: 0, width: 10, height: 20), try image(1, 1) { _, _ in white }),
        ] {
            let ctx = try context()
            ctx.clip(to: rect, mask: mask)
            #expect(alphaAfterFilling(ctx, at: [(5, 10), (35, 10)]) == [0, 0])
        }
    }

    @Test("a recording replays the same clip")
    func recording() throws {
        let direct = try Canvas(width: 50, height: 20)
        let recorder = try Canvas(recordingWidth: 50, height: 20)
        let mask = try image(2, 1) { x, _ in x == 0 ? black : white }
        for canvas in [direct, recorder] {
            let ctx = CGContext(canvas: canvas)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20), mask: mask)
            ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 20))
        }
        #expect(try #require(recorder.recording).rendered() == direct.bitmap)
    }
}
