import HeadlessImageComparison
import HeadlessRaster
import TestSupport
import Testing

@Suite("Comparison: perceptual and anti-aliasing-aware modes, diff images")
struct ComparisonModeTests {
    @Test("the perceptual mode lets an invisible change pass and catches a visible one")
    func perceptual() throws {
        let reference = try SyntheticBitmaps.grey()
        let faint = SyntheticBitmaps.changing(reference, at: [(1, 1)], to: PremultipliedPixel(r: 100, g: 100, b: 102, a: 255))
        let strong = SyntheticBitmaps.changing(reference, at: [(1, 1)], to: PremultipliedPixel(r: 160, g: 100, b: 100, a: 255))
        let options = ComparisonOptions(mode: .perceptual())
        #expect(!Comparison.compare(reference, faint).passed)
        #expect(Comparison.compare(reference, faint, options: options).passed)
        #expect(!Comparison.compare(reference, strong, options: options).passed)
    }

    @Test("the perceptual mode sees a change of transparency")
    func perceptualAlpha() throws {
        let reference = try Bitmap(width: 2, height: 1, fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255).packed)
        let candidate = SyntheticBitmaps.changing(reference, at: [(0, 0)], to: PremultipliedPixel(r: 0, g: 0, b: 0, a: 128))
        #expect(!Comparison.compare(reference, candidate, options: ComparisonOptions(mode: .perceptual())).passed)
    }

    @Test("the anti-aliasing-aware mode on opaque fixtures counts as pixelmatch and excuses its anti-aliasing")
    func antialiasingAware() throws {
        let reference = try PixelmatchOracle.bitmap("1a"), candidate = try PixelmatchOracle.bitmap("1b")
        #expect(reference.isOpaque && candidate.isOpaque)
        let result = Comparison.compare(reference, candidate, options: ComparisonOptions(mode: .antialiasingAware(threshold: 0.05)))
        #expect(!result.passed)
        #expect(result.differingPixelCount == 143)
        #expect(result.excusedAntialiasingPixelCount == 251 - 143)
        #expect(result.description.contains("108 anti-aliased pixels excused"))
    }

    @Test("the diff image fades unchanged pixels to grey, paints changes red, darkening blue, anti-aliasing yellow")
    func diffImageColours() throws {
        let reference = try SyntheticBitmaps.grey(width: 3, height: 1)
        var candidate = SyntheticBitmaps.changing(reference, at: [(0, 0)], to: PremultipliedPixel(r: 200, g: 100, b: 100, a: 255))
        candidate = SyntheticBitmaps.changing(candidate, at: [(1, 0)], to: PremultipliedPixel(r: 10, g: 10, b: 10, a: 255))
        let diff = try #require(Comparison.compare(reference, candidate).diffImage())
        #expect(diff[0, 0] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(diff[1, 0] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        // 255 + (100 - 255) * 0.1 = 239.5, truncated as pixelmatch does.
        #expect(diff[2, 0] == PremultipliedPixel(r: 239, g: 239, b: 239, a: 255))

        let aaReference = try PixelmatchOracle.bitmap("1a"), aaCandidate = try PixelmatchOracle.bitmap("1b")
        let aaResult = Comparison.compare(aaReference, aaCandidate, options: ComparisonOptions(mode: .antialiasingAware(threshold: 0.05)))
        let aaDiff = try #require(aaResult.diffImage())
        let yellow = PremultipliedPixel(r: 255, g: 255, b: 0, a: 255).packed
        let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255).packed, blue = PremultipliedPixel(r: 0, g: 0, b: 255, a: 255).packed
        #expect(aaDiff.pixels.filter { $0 == yellow }.count == 108)
        #expect(aaDiff.pixels.filter { $0 == red || $0 == blue }.count == 143)
    }

    @Test("pixels within the largest channel delta show as unchanged in the diff image")
    func diffImageTolerance() throws {
        let reference = try SyntheticBitmaps.grey(width: 2, height: 1)
        let candidate = SyntheticBitmaps.changing(reference, at: [(0, 0)], to: PremultipliedPixel(r: 103, g: 100, b: 100, a: 255))
        let diff = try #require(Comparison.compare(reference, candidate, options: ComparisonOptions(maxChannelDelta: 3)).diffImage())
        #expect(diff[0, 0] == diff[1, 0])
    }
}
