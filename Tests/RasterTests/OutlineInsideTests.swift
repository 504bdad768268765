import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Outlines lying wholly inside the region skip clipping and convert each
/// point to fixed point once (`addOutlineInside`): their coverage must be
/// exactly what the clipping path (``CoverageAccumulator/addLine(_:_:_:_:)``,
/// edge by edge) gives, and any other outline must be left to that path.
@Suite struct OutlineInsideTests {
    /// The coverage of `polylines` over `region`, every edge through the clipping path.
    private func clippedMask(
        _ polylines: [Polyline], in region: PixelRegion, rule: FillRule,
        _ accumulator: CoverageAccumulator
    ) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: region.width * region.height)
        accumulator.reset(region: region)
        for points in polylines.map(\.points) where points.count > 1 {
            for (start, end) in zip([points[points.count - 1]] + points.dropLast(), points) {
                accumulator.addLine(start.x, start.y, end.x, end.y)
            }
        }
        accumulator.sweep(rule: rule) { y, span in
            span.write(to: &mask[(y - region.y0) * region.width + (span.x - region.x0)])
        }
        return mask
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func insideOutlinesGiveTheClippedCoverage(rule: FillRule) {
        var random = PNGTestRandom(seed: rule == .nonZero ? 51 : 53)
        func unit() -> Double { Double(random.next() % 1_000_001) / 1_000_000 }
        let accumulator = CoverageAccumulator()
        for trial in 0..<400 {
            let x0 = Int(random.next() % 200) - 100, y0 = Int(random.next() % 200) - 100
            let region = PixelRegion(x0: x0, y0: y0, x1: x0 + 1 + Int(random.next() % 140), y1: y0 + 1 + Int(random.next() % 30))
            /// A point inside the region: often on its border or on the 1/256 grid, else anywhere.
            func inside(_ low: Int, _ high: Int) -> Double {
                switch random.next() % 4 {
                case 0: return Double(random.next() % 2 == 0 ? low : high)
                case 1: return Double(low) + (Double(high - low) * unit() * 256).rounded() / 256
                default: return Double(low) + Double(high - low) * unit()
                }
            }
            let polylines = (0..<(1 + Int(random.next() % 3))).map { _ in
                Polyline(
                    points: (0..<(2 + Int(random.next() % 9))).map { _ in
                        Point(x: inside(region.x0, region.x1), y: inside(region.y0, region.y1))
                    }, isClosed: true)
            }
            let expected = clippedMask(polylines, in: region, rule: rule, accumulator)
            #expect(accumulator.mask(of: polylines, in: region, rule: rule) == expected, "trial \(trial): \(region), \(polylines)")
        }
    }

    /// A point past a border, by any amount, or not finite: the outline is
    /// not taken (nothing added), and the clipping path draws it.
    @Test func outlinesReachingOutsideAreLeftToClipping() {
        var random = PNGTestRandom(seed: 57)
        let accumulator = CoverageAccumulator()
        let region = PixelRegion(x0: 10, y0: 20, x1: 50, y1: 36)
        let strays: [Point] = [
            Point(x: 9.999, y: 25), Point(x: 50.001, y: 25), Point(x: 30, y: 19.5), Point(x: 30, y: 36.25),
            Point(x: -1e300, y: 30), Point(x: .nan, y: 30), Point(x: 30, y: .infinity),
        ]
        for (trial, stray) in strays.enumerated() {
            var points = [Point(x: 12, y: 22), Point(x: 48, y: 23.5), Point(x: 40, y: 35)]
            points.insert(stray, at: Int(random.next() % 4))
            accumulator.reset(region: region)
            #expect(!accumulator.addOutlineInside(points), "trial \(trial)")
            var drawn = false
            accumulator.sweep(rule: .nonZero) { _, _ in drawn = true }
            #expect(!drawn, "trial \(trial): the rejected outline left cells behind")
            let polylines = [Polyline(points: points, isClosed: true)]
            #expect(
                accumulator.mask(of: polylines, in: region, rule: .nonZero)
                    == clippedMask(polylines, in: region, rule: .nonZero, accumulator), "trial \(trial)")
        }
    }
}
