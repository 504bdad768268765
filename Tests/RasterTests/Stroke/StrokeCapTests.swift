import HeadlessGeometry
import Testing

@testable import HeadlessRaster

@Suite("Stroker caps and dots")
struct StrokeCapTests {
    typealias G = StrokeTestGeometry
    let segment = StrokeTestGeometry.polyline([(0, 0), (10, 0)])

    @Test func buttCapEndsAtTheEndPoints() {
        let outline = Stroker.outline(of: segment, style: StrokeStyle(width: 2), tolerance: 0.1)
        #expect(G.contours(outline).count == 1)
        #expect(G.isClose(outline.bounds, Rect(x: 0, y: -1, width: 10, height: 2)))
        #expect(G.isClose(G.area(outline), 20))
    }

    @Test func squareCapExtendsByHalfTheWidth() {
        let outline = Stroker.outline(of: segment, style: StrokeStyle(width: 2, cap: .square), tolerance: 0.1)
        #expect(G.isClose(outline.bounds, Rect(x: -1, y: -1, width: 12, height: 2)))
        #expect(G.isClose(G.area(outline), 24))
    }

    @Test func roundCapAddsAHalfCircleAtEachEnd() {
        let tolerance = 0.01
        let outline = Stroker.outline(of: segment, style: StrokeStyle(width: 2, cap: .round), tolerance: tolerance)
        #expect(G.contours(outline).count == 1)
        #expect(G.isClose(outline.bounds, Rect(x: -1, y: -1, width: 12, height: 2), within: tolerance))
        // Chords lie inside the arcs by at most `tolerance` along a length-π boundary per cap.
        let area = G.area(outline)
        #expect(area <= 20 + Double.pi && area >= 20 + Double.pi - 2 * Double.pi * tolerance)
        #expect(G.covers(outline, Point(x: -0.9, y: 0)) && !G.covers(outline, Point(x: -0.9, y: 0.9)))
    }

    @Test(arguments: [LineCap.round, .square])
    func zeroLengthSubpathDrawsADot(cap: LineCap) {
        let dot = G.polyline([(5, 5), (5, 5)])
        let outline = Stroker.outline(of: dot, style: StrokeStyle(width: 4, cap: cap), tolerance: 0.01)
        let expected = cap == .round ? Double.pi * 4 : 16
        #expect(G.isClose(G.area(outline), expected, within: 0.2))
        #expect(G.isClose(outline.bounds, Rect(x: 3, y: 3, width: 4, height: 4), within: 0.01))
        #expect(G.covers(outline, Point(x: 5, y: 5)))
    }

    @Test func zeroLengthSubpathWithButtCapDrawsNothing() {
        var path = Path()
        path.move(to: Point(x: 5, y: 5))
        path.line(to: Point(x: 5, y: 5))
        path.closeSubpath()
        #expect(Stroker.outline(of: path, style: StrokeStyle(width: 4), tolerance: 0.1).isEmpty)
    }

    @Test func capsFollowTheSegmentDirection() {
        let diagonal = G.polyline([(0, 0), (3, 4)])
        let outline = Stroker.outline(of: diagonal, style: StrokeStyle(width: 2, cap: .square), tolerance: 0.1)
        #expect(G.isClose(G.area(outline), 14))
        #expect(G.covers(outline, Point(x: -0.55, y: -0.75)))
        #expect(!G.covers(outline, Point(x: -0.65, y: -0.85)))
    }

    @Test func loneMovesDrawNothing() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.move(to: Point(x: 5, y: 5))
        path.line(to: Point(x: 5, y: 5))
        path.move(to: Point(x: 9, y: 9))
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 2, cap: .round), tolerance: 0.01)
        #expect(G.contours(outline).count == 1)
        #expect(G.covers(outline, Point(x: 5, y: 5)))
        #expect(!G.covers(outline, .zero) && !G.covers(outline, Point(x: 9, y: 9)))
    }
}
