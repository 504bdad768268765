import Foundation
import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Pixel assertions for each canvas feature: transforms, clips, images,
/// gradients, blend modes, alpha, save/restore and shadows.
@Suite struct CanvasFeatureTests {
    private let red = Color(hex: 0xFF0000)
    private let blue = Color(hex: 0x0000FF)

    @Test func transformsMoveScaleAndRotate() throws {
        let c = try Canvas(width: 10, height: 10)
        c.translateBy(x: 2, y: 3)
        c.scaleBy(x: 2, y: 2)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black)
        #expect(c.bitmap[2, 3].a == 255 && c.bitmap[3, 4].a == 255)
        #expect(c.bitmap[4, 3].a == 0 && c.bitmap[1, 3].a == 0 && c.bitmap[2, 5].a == 0)

        let r = try Canvas(width: 10, height: 10)
        r.translateBy(x: 5, y: 5)
        r.rotate(by: Double.pi / 2)  // +x now points down the screen
        r.fill(Rect(x: 1, y: 0, width: 3, height: 1), color: .black)
        #expect(r.bitmap[4, 6].a == 255 && r.bitmap[4, 8].a == 255)
        #expect(r.bitmap[6, 5].a == 0)
    }

    @Test func saveAndRestoreBringBackTransformAlphaAndClip() throws {
        let c = try Canvas(width: 10, height: 10)
        c.save()
        c.translateBy(x: 5, y: 0)
        c.alpha = 0.5
        c.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
        c.restore()
        #expect(c.transform == .identity)
        #expect(c.alpha == 1)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        #expect(c.bitmap[9, 9].a == 255)
        c.restore()  // unbalanced restore is ignored
        #expect(c.transform == .identity)
    }

    @Test func pixelAlignedClipIsSharpAndPathClipIsAntiAliased() throws {
        let c = try Canvas(width: 10, height: 10)
        c.clip(to: Rect(x: 2, y: 2, width: 4, height: 4))
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        #expect(c.bitmap[1, 3].a == 0 && c.bitmap[2, 3].a == 255 && c.bitmap[5, 3].a == 255 && c.bitmap[6, 3].a == 0)

        let d = try Canvas(width: 10, height: 10)
        d.clip(to: Rect(x: 2.5, y: 0, width: 5, height: 10))
        d.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        #expect(d.bitmap[1, 4].a == 0)
        #expect(d.bitmap[2, 4].a == 128)
        #expect(d.bitmap[3, 4].a == 255)
        #expect(d.bitmap[7, 4].a == 128)

        // Two clips intersect; a half-covered clip pixel times a half-covered shape pixel.
        d.clip(to: Rect(x: 0, y: 0, width: 2.5 + 0.5, height: 10))
        d.clear()
        d.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        #expect(d.bitmap[2, 4].a == 128)
        #expect(d.bitmap[3, 4].a == 0)
    }

    @Test func clipToAnEllipseKeepsCornersOut() throws {
        let c = try Canvas(width: 20, height: 20)
        c.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)))
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .black)
        #expect(c.bitmap[0, 0].a == 0 && c.bitmap[19, 19].a == 0)
        #expect(c.bitmap[10, 10].a == 255)
        #expect(c.bitmap[10, 0].a > 0 && c.bitmap[10, 0].a < 255)
    }

    @Test func imagesDrawNearestAndBilinear() throws {
        // A 2x1 image: red, blue.
        let image = try Bitmap(width: 2, height: 1, pixels: [PremultipliedPixel(red).packed, PremultipliedPixel(blue).packed])
        let c = try Canvas(width: 4, height: 1)
        c.draw(image, in: Rect(x: 0, y: 0, width: 4, height: 1), sampling: .nearest)
        #expect(c.bitmap[0, 0] == PremultipliedPixel(red) && c.bitmap[1, 0] == PremultipliedPixel(red))
        #expect(c.bitmap[2, 0] == PremultipliedPixel(blue) && c.bitmap[3, 0] == PremultipliedPixel(blue))

        let b = try Canvas(width: 4, height: 1)
        b.draw(image, in: Rect(x: 0, y: 0, width: 4, height: 1), sampling: .bilinear)
        // Pixel centres map to image x = 0.25, 0.75, 1.25, 1.75: clamp, 3/4 red, 1/4 red, clamp.
        #expect(b.bitmap[0, 0] == PremultipliedPixel(red))
        #expect(b.bitmap[1, 0] == PremultipliedPixel(r: 191, g: 0, b: 64, a: 255))
        #expect(b.bitmap[2, 0] == PremultipliedPixel(r: 64, g: 0, b: 191, a: 255))
        #expect(b.bitmap[3, 0] == PremultipliedPixel(blue))
    }

    @Test func imageUnderRotationLandsWhereTheTransformSays() throws {
        let image = try Bitmap(width: 2, height: 2, color: red)
        let c = try Canvas(width: 6, height: 6)
        c.translateBy(x: 4, y: 1)
        c.rotate(by: Double.pi / 2)
        c.draw(image, at: .zero, sampling: .nearest)
        #expect(c.bitmap[2, 1] == PremultipliedPixel(red) && c.bitmap[3, 2] == PremultipliedPixel(red))
        #expect(c.bitmap[4, 1].a == 0 && c.bitmap[1, 1].a == 0)
    }

    @Test func linearGradientInterpolatesAlongItsLine() throws {
        let c = try Canvas(width: 256, height: 1)
        let gradient = Gradient(colors: [.black, .white])
        c.fill(
            Rect(x: 0, y: 0, width: 256, height: 1),
            with: .linearGradient(gradient, start: Point(x: 0, y: 0), end: Point(x: 256, y: 0)))
        #expect(c.bitmap[0, 0].r == 0)
        #expect(c.bitmap[128, 0].r == 128)
        #expect(c.bitmap[255, 0].r == 255)
        for x in 1..<256 { #expect(c.bitmap[x, 0].r >= c.bitmap[x - 1, 0].r) }
    }

    @Test func radialGradientIsSymmetricAndPadsOutside() throws {
        let c = try Canvas(width: 21, height: 21)
        let gradient = Gradient(colors: [.white, .black])
        c.fill(
            Rect(x: 0, y: 0, width: 21, height: 21),
            with: .radialGradient(gradient, center: Point(x: 10.5, y: 10.5), radius: 8))
        #expect(c.bitmap[10, 10].r > 240)
        #expect(c.bitmap[0, 0].r == 0)
        #expect(c.bitmap[5, 10] == c.bitmap[15, 10])
        #expect(c.bitmap[10, 5] == c.bitmap[10, 15])
    }

    @Test func blendModesFollowTheirFormulas() throws {
        func result(_ mode: BlendMode, source: Color, over destination: Color) throws -> PremultipliedPixel {
            let c = try Canvas(width: 1, height: 1)
            c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: destination)
            c.blendMode = mode
            c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: source)
            return c.bitmap[0, 0]
        }
        let grey = Color(red8: 128, green8: 128, blue8: 128)
        let halfRed = red.withAlpha(0.5)
        #expect(try result(.sourceOver, source: halfRed, over: .white) == PremultipliedPixel(r: 255, g: 127, b: 127, a: 255))
        #expect(try result(.copy, source: halfRed, over: .white) == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128))
        #expect(try result(.clear, source: red, over: .white) == .transparent)
        #expect(try result(.destinationOut, source: halfRed, over: .white) == PremultipliedPixel(r: 127, g: 127, b: 127, a: 127))
        #expect(try result(.multiply, source: grey, over: Color(hex: 0xFF8000)) == PremultipliedPixel(r: 128, g: 64, b: 0, a: 255))
        #expect(try result(.screen, source: grey, over: Color(hex: 0xFF8000)) == PremultipliedPixel(r: 255, g: 192, b: 128, a: 255))
    }

    @Test func globalAlphaScalesPaint() throws {
        let c = try Canvas(width: 1, height: 1)
        c.alpha = 0.5
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black)
        #expect(c.bitmap[0, 0].a == 128)
    }

    @Test(arguments: [4.0, 5.99, 6.0, 9.0])
    func shadowsApproximateATrueGaussian(sigma: Double) throws {
        // Below `halfResolutionShadowSigma` the blur runs at full resolution, from it at
        // half: both must stay close to the exact Gaussian blur of the same shape.
        let shape = Path(roundedRect: Rect(x: 40, y: 35, width: 61, height: 37), cornerRadius: 12)
        let shadow = try Canvas(width: 140, height: 110)
        shadow.drawShadow(of: shape, color: .black, offset: .zero, blurSigma: sigma)
        let sharp = try Canvas(width: 140, height: 110)
        sharp.fill(shape, color: .black)
        let exact = gaussianBlur(sharp.bitmap.pixels.map { Double($0 >> 24) }, width: 140, height: 110, sigma: sigma)
        let largest = zip(shadow.bitmap.pixels, exact).map { abs(Double($0 >> 24) - $1) }.max() ?? 0
        #expect(largest <= 10, "sigma \(sigma): \(largest) levels from the exact Gaussian")
    }

    /// A separable Gaussian blur in `Double`, the kernel cut at four sigma and normalised.
    private func gaussianBlur(_ values: [Double], width: Int, height: Int, sigma: Double) -> [Double] {
        let radius = Int((4 * sigma).rounded(.up))
        let weights = (-radius...radius).map { Foundation.exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        func pass(_ input: [Double], horizontal: Bool) -> [Double] {
            var output = [Double](repeating: 0, count: input.count)
            for y in 0..<height {
                for x in 0..<width {
                    var sum = 0.0
                    for k in -radius...radius {
                        let (sx, sy) = horizontal ? (x + k, y) : (x, y + k)
                        if sx >= 0 && sx < width && sy >= 0 && sy < height { sum += input[sy * width + sx] * weights[k + radius] }
                    }
                    output[y * width + x] = sum / total
                }
            }
            return output
        }
        return pass(pass(values, horizontal: true), horizontal: false)
    }

    @Test func shadowIsBlurredOffsetAndSymmetric() throws {
        let c = try Canvas(width: 60, height: 60)
        c.drawShadow(
            of: Path(rect: Rect(x: 20, y: 20, width: 20, height: 20)), color: .black,
            offset: Size(width: 0, height: 4), blurSigma: 3)
        let centre = c.bitmap[30, 34].a
        #expect(centre == 255)
        // Symmetric about the offset shape's centre line x = 30 and y = 34.
        #expect(c.bitmap[19, 34] == c.bitmap[40, 34])
        #expect(c.bitmap[30, 23] == c.bitmap[30, 44])
        // Blurred: the edge is neither full nor empty, and it fades outwards.
        let edge = c.bitmap[20, 34].a
        #expect(edge > 64 && edge < 192)
        #expect(c.bitmap[16, 34].a < edge)
        #expect(c.bitmap[5, 34].a == 0)
    }
}

/// Offscreen groups and backdrop blur.
@Suite struct CanvasGroupTests {
    @Test func transparencyLayerFadesOverlapsTogether() throws {
        let c = try Canvas(width: 4, height: 1)
        c.withTransparencyLayer(alpha: 0.5) {
            c.fill(Rect(x: 0, y: 0, width: 3, height: 1), color: .black)
            c.fill(Rect(x: 1, y: 0, width: 3, height: 1), color: .black)
        }
        // Group opacity: the overlap is as light as the rest.
        #expect(c.bitmap[0, 0].a == 128 && c.bitmap[1, 0].a == 128 && c.bitmap[3, 0].a == 128)

        let plain = try Canvas(width: 4, height: 1)
        plain.alpha = 0.5
        plain.fill(Rect(x: 0, y: 0, width: 3, height: 1), color: .black)
        plain.fill(Rect(x: 1, y: 0, width: 3, height: 1), color: .black)
        #expect(plain.bitmap[1, 0].a == 192)  // without a group the overlap darkens: 128 + 128 * 127 / 255
    }

    @Test func transparencyLayerKeepsTheClipAndTransform() throws {
        let c = try Canvas(width: 10, height: 10)
        c.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10)))
        c.translateBy(x: 2, y: 0)
        c.withTransparencyLayer {
            c.save()  // left unbalanced on purpose
            c.fill(Rect(x: -2, y: 0, width: 10, height: 10), color: .black)
        }
        #expect(c.bitmap[0, 0].a == 0 && c.bitmap[5, 5].a == 255)
        #expect(c.bitmap[5, 0].a > 0 && c.bitmap[5, 0].a < 255)
        #expect(c.transform == AffineTransform(translationX: 2, y: 0))
    }

    @Test func backdropBlurSoftensAnEdgeInsideTheRectOnly() throws {
        let c = try Canvas(width: 40, height: 10)
        c.fill(Rect(x: 0, y: 0, width: 20, height: 10), color: .black)
        c.fill(Rect(x: 20, y: 0, width: 20, height: 10), color: .white)
        c.blurBackdrop(in: Rect(x: 10, y: 0, width: 20, height: 10), sigma: 2)
        #expect(c.bitmap[19, 5].r > 0 && c.bitmap[19, 5].r < 128)
        #expect(c.bitmap[20, 5].r > 128 && c.bitmap[20, 5].r < 255)
        // Outside the rect nothing changed; at its edges colours are extended, not darkened.
        #expect(c.bitmap[9, 5] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        #expect(c.bitmap[30, 5] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        #expect(c.bitmap[29, 5] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        #expect(c.bitmap[10, 5] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
    }
}

/// The blur's division by multiplication is exact wherever it is used.
@Suite struct ReciprocalMeanTests {
    @Test(arguments: [1, 2, 3, 7, 23, 24, 255, 1000, 4095])
    func matchesIntegerDivisionForEveryReachableSum(size: Int) throws {
        let reciprocal = try #require(ReciprocalMean(size: size))
        let divided = DividedMean(size: size)
        let limit = Int32(255 * size)
        // Every sum for small sizes, a dense sample for large ones.
        let step = max(1, Int32(size / 64))
        var sum: Int32 = 0
        while sum <= limit {
            #expect(reciprocal.of(sum) == divided.of(sum), "sum \(sum), size \(size)")
            sum += step
        }
    }

    @Test func largeBoxesDivide() {
        #expect(ReciprocalMean(size: 4096) == nil && ReciprocalMean(size: 0) == nil)
    }
}
