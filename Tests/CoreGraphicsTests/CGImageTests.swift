import Foundation
import HeadlessRaster
import Testing

@testable import CoreGraphics

/// `CGImage`: made by a context, read from PNG data, cropped, and drawn as
/// Core Graphics draws images (first row at the bottom of the rectangle).
@Suite("CGImage")
struct CGImageTests {
    /// A 2 x 2 image: red and green on top, blue and white below.
    private func quad() throws -> CGImage {
        let canvas = try Canvas(width: 2, height: 2)
        let ctx = CGContext(canvas: canvas)
        for (x, y, color) in [(0, 0, (1.0, 0.0, 0.0)), (1, 0, (0, 1, 0)), (0, 1, (0, 0, 1)), (1, 1, (1, 1, 1))] {
            ctx.setFillColor(red: color.0, green: color.1, blue: color.2, alpha: 1)
            ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
        }
        return try #require(ctx.makeImage())
    }

    private func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = bitmap[x, y]
        return [p.r, p.g, p.b]
    }

    @Test func contextsMakeImagesAndImagesCrop() throws {
        let image = try quad()
        #expect(image.width == 2 && image.height == 2 && image.bytesPerRow == 8 && image.bitsPerPixel == 32)
        let bottomRight = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 5, height: 5)))
        #expect(bottomRight.width == 1 && rgb(bottomRight.bitmap, 0, 0) == [255, 255, 255])
        #expect(image.cropping(to: CGRect(x: 0.5, y: 0, width: 0.2, height: 1))?.width == 1, "rounded out to whole pixels")
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test func imagesDrawUpsideDownAsCoreGraphicsDrawsThem() throws {
        let canvas = try Canvas(width: 20, height: 20)
        let ctx = CGContext(canvas: canvas)
        ctx.interpolationQuality = .none
        ctx.draw(try quad(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(rgb(canvas.bitmap, 5, 15) == [255, 0, 0], "the first row lands at the bottom")
        #expect(rgb(canvas.bitmap, 15, 5) == [255, 255, 255])
        // Flipping the matrix around the rectangle draws it upright.
        let upright = try Canvas(width: 20, height: 20)
        let flipped = CGContext(canvas: upright)
        flipped.interpolationQuality = .none
        flipped.translateBy(x: 0, y: 20)
        flipped.scaleBy(x: 1, y: -1)
        flipped.draw(try quad(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(rgb(upright.bitmap, 5, 5) == [255, 0, 0] && rgb(upright.bitmap, 5, 15) == [0, 0, 255])
        let tiled = try Canvas(width: 8, height: 8)
        let tiling = CGContext(canvas: tiled)
        tiling.interpolationQuality = .none
        tiling.draw(try quad(), in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        #expect(rgb(tiled.bitmap, 6, 7) == [255, 0, 0] && rgb(tiled.bitmap, 7, 7) == [0, 255, 0] && rgb(tiled.bitmap, 7, 6) == [255, 255, 255])
    }

    @Test func pngDataMakesAnImageAndOtherBytesDoNot() throws {
        let png = try PNGEncoder.encode(try quad().bitmap)
        let provider = try #require(CGDataProvider(data: png as CFData))
        let image = try #require(
            CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.width == 2 && rgb(image.bitmap, 1, 0) == [0, 255, 0])
        let junk = try #require(CGDataProvider(data: Data("not a png".utf8)))
        #expect(CGImage(pngDataProviderSource: junk, decode: nil, shouldInterpolate: false, intent: .perceptual) == nil)
    }
}
