import HeadlessImageComparison
import HeadlessRaster
import Testing

/// Small synthetic bitmaps for the comparison engine.
enum SyntheticBitmaps {
    /// An opaque mid-grey bitmap.
    static func grey(width: Int = 10, height: Int = 10) throws -> Bitmap {
        try Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 100, g: 100, b: 100, a: 255).packed)
    }

    /// `bitmap` with the pixels at `points` replaced by `pixel`.
    static func changing(_ bitmap: Bitmap, at points: [(Int, Int)], to pixel: PremultipliedPixel) -> Bitmap {
        var changed = bitmap
        for (x, y) in points { changed[x, y] = pixel }
        return changed
    }
}

@Suite("Comparison: tolerances, sizes and figures")
struct ComparisonToleranceTests {
    /// Mid-grey with a red channel 3 brighter.
    private let brighterRed = PremultipliedPixel(r: 103, g: 100, b: 100, a: 255)

    @Test("identical bitmaps pass on the fast path with zero figures")
    func identical() throws {
        let result = Comparison.compare(try SyntheticBitmaps.grey(), try SyntheticBitmaps.grey())
        #expect(result.passed)
        #expect(result.differingPixelCount == 0 && result.largestChannelDelta == 0 && result.changedBounds == nil)
        #expect(result.smallestPassingMaxChannelDelta == 0 && result.smallestPassingOverallTolerance == 0)
        #expect(result.description == "images are identical")
    }

    @Test("a single pixel changed by 3 passes a largest channel delta of 3 and fails one of 2")
    func maxChannelDeltaLevel() throws {
        let reference = try SyntheticBitmaps.grey()
        let candidate = SyntheticBitmaps.changing(reference, at: [(4, 6)], to: brighterRed)
        let loose = Comparison.compare(reference, candidate, options: ComparisonOptions(maxChannelDelta: 3))
        #expect(loose.passed && loose.differingPixelCount == 0)
        let strict = Comparison.compare(reference, candidate, options: ComparisonOptions(maxChannelDelta: 2))
        #expect(!strict.passed)
        #expect(strict.differingPixelCount == 1 && strict.differingShare == 0.01)
        #expect(strict.largestChannelDelta == 3)
        #expect(strict.changedBounds == PixelRegion(x0: 4, y0: 6, x1: 5, y1: 7))
        #expect(strict.smallestPassingMaxChannelDelta == 3)
        #expect(strict.smallestPassingOverallTolerance == 0.01)
    }

    @Test("the overall tolerance is the share of pixels that may differ")
    func overallTolerance() throws {
        let reference = try SyntheticBitmaps.grey()
        let candidate = SyntheticBitmaps.changing(reference, at: [(0, 0), (1, 0), (2, 0), (3, 0)], to: brighterRed)
        #expect(Comparison.compare(reference, candidate, options: ComparisonOptions(overallTolerance: 0.04)).passed)
        let failed = Comparison.compare(reference, candidate, options: ComparisonOptions(overallTolerance: 0.03))
        #expect(!failed.passed && failed.differingPixelCount == 4 && failed.smallestPassingOverallTolerance == 0.04)
    }

    @Test("the smallest passing largest channel delta leaves as many pixels as the overall tolerance allows")
    func smallestPassingMaxChannelDelta() throws {
        let reference = try SyntheticBitmaps.grey()
        var candidate = SyntheticBitmaps.changing(reference, at: [(0, 0)], to: PremultipliedPixel(r: 140, g: 100, b: 100, a: 255))
        candidate = SyntheticBitmaps.changing(candidate, at: [(5, 5)], to: PremultipliedPixel(r: 100, g: 90, b: 100, a: 255))
        let result = Comparison.compare(reference, candidate, options: ComparisonOptions(overallTolerance: 0.01))
        #expect(!result.passed)
        #expect(result.smallestPassingMaxChannelDelta == 10, "one pixel (delta 40) may remain")
        #expect(result.largestChannelDelta == 40)
    }

    @Test("the bounding box holds every differing pixel and nothing else")
    func boundingBox() throws {
        let reference = try SyntheticBitmaps.grey()
        let candidate = SyntheticBitmaps.changing(reference, at: [(2, 3), (7, 5)], to: brighterRed)
        let result = Comparison.compare(reference, candidate)
        #expect(result.changedBounds == PixelRegion(x0: 2, y0: 3, x1: 8, y1: 6))
    }

    @Test("an alpha change counts as a channel delta")
    func alphaDelta() throws {
        let reference = try Bitmap(width: 2, height: 2, fill: PremultipliedPixel(r: 50, g: 50, b: 50, a: 200).packed)
        let candidate = SyntheticBitmaps.changing(reference, at: [(1, 1)], to: PremultipliedPixel(r: 50, g: 50, b: 50, a: 210))
        let result = Comparison.compare(reference, candidate)
        #expect(result.largestChannelDelta == 10 && result.differingPixelCount == 1)
    }

    @Test("bitmaps of different sizes fail, and the message names both sizes")
    func sizeMismatch() throws {
        let result = Comparison.compare(try SyntheticBitmaps.grey(width: 10, height: 10), try SyntheticBitmaps.grey(width: 12, height: 10))
        #expect(!result.passed && !result.sizesMatch)
        #expect(result.referenceSize == PixelSize(width: 10, height: 10))
        #expect(result.candidateSize == PixelSize(width: 12, height: 10))
        #expect(result.description == "images differ in size: the reference is 10x10, the candidate 12x10")
        #expect(result.diffImage() == nil && result.smallestPassingMaxChannelDelta == nil)
    }

    @Test("a failure message gives the figures and the tolerances that would pass")
    func failureMessage() throws {
        let reference = try SyntheticBitmaps.grey()
        let candidate = SyntheticBitmaps.changing(reference, at: [(4, 6)], to: brighterRed)
        let message = Comparison.compare(reference, candidate).description
        #expect(message.contains("1 of 100 pixels (1.0%) differ"))
        #expect(message.contains("largest channel delta 3"))
        #expect(message.contains("changed area 1x1 at (4, 6)"))
        #expect(message.contains("would pass with a largest channel delta of 3 or an overall tolerance of 1.0%"))
    }

    @Test("options clamp out-of-range tolerances")
    func clamping() {
        let options = ComparisonOptions(maxChannelDelta: 300, overallTolerance: -1)
        #expect(options.maxChannelDelta == 255 && options.overallTolerance == 0)
    }
}
