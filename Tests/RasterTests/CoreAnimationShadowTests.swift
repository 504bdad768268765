import Foundation
import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Core Animation's shadow blur (`ShadowBlur.coreAnimation`) against iOS's
/// own renders and against an exact truncated Gaussian.
@Suite("Core Animation shadow blur")
struct CoreAnimationShadowTests {
    /// square/Blueprint `BoxTests_test_shadow` (iOS 15, 16 and 17 render it
    /// byte for byte alike): a 60-point green box with 10-point corners at
    /// (20, 20) on white, casting a magenta shadow (radius 8, opacity 1, no
    /// offset) from its rounded `shadowPath`, at 1x.
    @Test(arguments: ["15", "16", "17"])
    func blueprintShadowMatchesIOS(version: String) throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(
                "../shared/oracles/ios-fidelity/square__Blueprint/BoxTests_test_shadow/test_shadow__iOS-\(version).png"
            ).standardized
        let data = try #require(
            try? Data(contentsOf: url), "the iOS fidelity oracle must sit beside the repository: \(url.path)")
        let ios = try Bitmap(pngData: data)
        let canvas = try Canvas(width: 100, height: 100)
        canvas.clear(to: .white)
        let box = Path(roundedRect: Rect(x: 20, y: 20, width: 60, height: 60), cornerRadius: 10)
        canvas.drawShadow(of: box, color: Color(red: 1, green: 0, blue: 1), offset: .zero, blur: .coreAnimation(radius: 8))
        canvas.fill(box, color: Color(red: 0, green: 1, blue: 0))
        var largest = 0, total = 0, offByMore = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let ours = canvas.bitmap[x, y], theirs = ios[x, y]
                let delta = [
                    abs(Int(ours.r) - Int(theirs.r)), abs(Int(ours.g) - Int(theirs.g)), abs(Int(ours.b) - Int(theirs.b)),
                ].max()!
                largest = max(largest, delta)
                total += delta
                if delta > 8 { offByMore += 1 }
            }
        }
        // Outside the box the shadow is within a level or two; the box's
        // anti-aliased corners add their own few levels.
        #expect(offByMore == 0, "\(offByMore) pixels off by more than 8")
        #expect(Double(total) / 10_000 < 0.05, "mean \(Double(total) / 10_000) levels")
        #expect(largest <= 8)
    }

    @Test func kernelIsSymmetricAndSumsToOne() {
        for (sigma, reach) in [(0.5, 1), (8.0, 16), (24.0, 48), (3.3, 7)] {
            let kernel = TruncatedGaussianBlur.kernel(sigma: sigma, reach: reach)
            #expect(kernel.count == 2 * reach + 1)
            #expect(kernel.reduce(0, +) == 65536)
            #expect(kernel == kernel.reversed())
        }
        #expect(TruncatedGaussianBlur.kernel(sigma: 1, reach: 0) == [65536])
    }

    @Test func exponentialMatchesTheCLibrarysClosely() {
        for x in stride(from: -2.0, through: 0, by: 0.01) {
            #expect(abs(TruncatedGaussianBlur.exponential(x) - Foundation.exp(x)) < 1e-12)
        }
    }

    @Test func blurStopsAtTwiceTheRadiusAndFollowsTheGaussian() throws {
        let canvas = try Canvas(width: 120, height: 40)
        canvas.drawShadow(
            of: Path(rect: Rect(x: 60, y: -100, width: 200, height: 300)), color: .black, offset: .zero,
            blur: .coreAnimation(radius: 5))
        let row = (0..<120).map { Int(canvas.bitmap[$0, 20].a) }
        #expect(row[0..<50].allSatisfy { $0 == 0 }, "nothing beyond 10 pixels: \(row[40..<60])")
        #expect(row[70..<120].allSatisfy { $0 == 255 })
        // The exact truncated Gaussian of a step, at each pixel centre.
        let weights = (-10...10).map { Foundation.exp(-Double($0 * $0) / 50) }
        let total = weights.reduce(0, +)
        for x in 50..<70 {
            let exact = (-10...10).reduce(0.0) { sum, k in x + k >= 60 ? sum + weights[k + 10] : sum } / total * 255
            #expect(abs(Double(row[x]) - exact) <= 1, "pixel \(x): \(row[x]) against \(exact)")
        }
    }

    @Test func badRadiiDrawNoBlurOrNothing() throws {
        for radius in [0.0, -3, .nan, .infinity] {
            let canvas = try Canvas(width: 20, height: 20)
            canvas.drawShadow(
                of: Path(rect: Rect(x: 5, y: 5, width: 10, height: 10)), color: .black, offset: .zero,
                blur: .coreAnimation(radius: radius))
            #expect(canvas.bitmap[10, 10].a == 255, "radius \(radius): the sharp shape")
            #expect(canvas.bitmap[2, 2].a == 0)
        }
    }
}
