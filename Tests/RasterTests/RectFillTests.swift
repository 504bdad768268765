import HeadlessGeometry
import HeadlessRaster
import Testing

/// `Canvas.fillRect(_:color:)` (a Raster addition of this module) gives exactly `fill`'s pixels.
@Suite struct RectFillTests {
    private func compare(
        _ rect: Rect, _ color: Color, scale: Double = 1,
        prepare: (Canvas) -> Void = { _ in }
    ) throws -> Bool {
        let a = try Canvas(width: 12, height: 12, scale: scale), b = try Canvas(width: 12, height: 12, scale: scale)
        for canvas in [a, b] {
            canvas.clear(to: .green)
            prepare(canvas)
        }
        a.fill(rect, color: color)
        b.fillRect(rect, color: color)
        return a.bitmap == b.bitmap
    }

    @Test func matchesFillOnTheFastPathAndOffIt() throws {
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red))
        #expect(try compare(Rect(x: 0.5, y: 0.5, width: 3, height: 3), .red, scale: 2))
        #expect(try compare(Rect(x: -5, y: -5, width: 40, height: 40), .red))
        #expect(try compare(Rect(x: 1.25, y: 2, width: 5, height: 6), .red))
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red) { $0.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 9, height: 9))) })
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red) { $0.clip(to: Rect(x: 3, y: 3, width: 4, height: 4)) })
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red) { $0.alpha = 0.5 })
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red) { $0.rotate(by: 0.3) })
    }

    /// A band as wide as the canvas is filled lazily, as its rows are next
    /// drawn into: over rows already drawn, under shapes drawn after, and
    /// read back whole, it gives the path fill's pixels.
    @Test func matchesFillForBandsAsWideAsTheCanvas() throws {
        for band in [Rect(x: 0, y: 3, width: 12, height: 5), Rect(x: -2, y: 2.5, width: 20, height: 6.25)] {
            for scale in [1.0, 2] {
                let matches = try compare(band, .blue, scale: scale) { canvas in
                    canvas.fill(Path(ellipseIn: Rect(x: 2, y: 1, width: 7, height: 9)), color: .red)
                }
                #expect(matches, "\(band) over a shape at scale \(scale)")
                let a = try Canvas(width: 12, height: 12, scale: scale), b = try Canvas(width: 12, height: 12, scale: scale)
                a.clear(to: .green)
                b.clear(to: .green)
                a.fill(band, color: .blue)
                b.fillRect(band, color: .blue)
                for canvas in [a, b] {
                    canvas.fill(Path(ellipseIn: Rect(x: 3, y: 2, width: 6, height: 8)), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
                }
                #expect(a.bitmap == b.bitmap, "a shape over \(band) at scale \(scale)")
            }
        }
    }

    /// Rectangles with edges between pixels, inside, across and beyond the
    /// canvas, under scales and flips: the interior written directly and the
    /// edge strips rasterized give exactly the whole rectangle's pixels.
    @Test func matchesFillWithEdgesBetweenPixels() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<400 {
            let rect = Rect(
                x: random.next(in: -4...12), y: random.next(in: -4...12),
                width: random.next(in: 0...14), height: random.next(in: 0...14))
            let scale = [1, 2, 3, 1.5][random.index(below: 4)]
            let flip = random.index(below: 4) == 0
            let shift = Point(x: random.next(in: -1...1), y: random.next(in: -1...1))
            let matches = try compare(rect, .blue, scale: scale) { canvas in
                canvas.translateBy(x: shift.x, y: shift.y)
                if flip {
                    canvas.translateBy(x: 12, y: 0)
                    canvas.scaleBy(x: -1, y: 1)
                }
            }
            #expect(matches, "\(rect) at scale \(scale), flipped: \(flip), shifted by \(shift)")
        }
    }
}

/// A linear congruential generator: the same numbers on every run.
private struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(in range: ClosedRange<Double>) -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(state >> 11) / Double(1 << 53)
        // Quarters and eighths of pixels as well as arbitrary fractions.
        let value = range.lowerBound + unit * (range.upperBound - range.lowerBound)
        return state % 3 == 0 ? (value * 8).rounded() / 8 : value
    }

    mutating func index(below count: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(count))
    }
}
