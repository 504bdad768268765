import HeadlessGeometry
import Testing

@testable import HeadlessRaster

@Suite("Stroker degenerate input")
struct StrokeDegenerateTests {
    typealias G = StrokeTestGeometry
    let segment = StrokeTestGeometry.polyline([(0, 0), (10, 0)])

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func unusableWidthGivesAnEmptyOutline(width: Double) {
        #expect(Stroker.outline(of: segment, style: StrokeStyle(width: width, cap: .round), tolerance: 0.1).isEmpty)
    }

    @Test func emptyPathGivesAnEmptyOutline() {
        #expect(Stroker.outline(of: Path(), style: StrokeStyle(), tolerance: 0.1).isEmpty)
    }

    @Test func nonFiniteSubpathIsDropped() {
        var path = G.polyline([(0, 0), (.nan, 5), (10, 0)])
        path.append(G.polyline([(0, 10), (10, 10)]))
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 2), tolerance: 0.1)
        #expect(G.contours(outline).count == 1)
        #expect(G.isClose(outline.bounds, Rect(x: 0, y: 9, width: 10, height: 2)))
    }

    @Test func duplicatePointsAreIgnored() {
        let path = G.polyline([(0, 0), (0, 0), (5, 0), (5, 0), (10, 0), (10, 0)])
        for join in [LineJoin.miter, .round, .bevel] {
            let outline = Stroker.outline(of: path, style: StrokeStyle(width: 2, join: join), tolerance: 0.1)
            #expect(G.isClose(G.area(outline), 20))
        }
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func unusableToleranceFallsBack(tolerance: Double) {
        let outline = Stroker.outline(of: segment, style: StrokeStyle(width: 2, cap: .round), tolerance: tolerance)
        #expect(outline.isFinite && G.contours(outline).count == 1)
        // The fallback tolerance, 0.25, is a quarter of the half width here.
        #expect(G.isClose(G.area(outline), 20 + Double.pi, within: 1))
    }

    @Test func hugeCoordinatesStayFinite() {
        let path = G.polyline([(1e15, 1e15), (1e15 + 64, 1e15), (1e15 + 64, 1e15 + 64)])
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 4, cap: .round, join: .round), tolerance: 0.1)
        #expect(outline.isFinite)
        #expect(G.isClose(outline.bounds, Rect(x: 1e15 - 2, y: 1e15 - 2, width: 68, height: 68), within: 0.5))
    }

    @Test func tinyWidthGivesAThinOutline() {
        let style = StrokeStyle(width: 1e-9, cap: .round, join: .round)
        let outline = Stroker.outline(of: G.polyline([(0, 0), (10, 0), (10, 10)]), style: style, tolerance: 0.1)
        #expect(outline.isFinite)
        #expect(G.isClose(G.area(outline), 20e-9, within: 1e-12))
    }

    @Test func hugeWidthKeepsRoundPartsBounded() {
        let style = StrokeStyle(width: 1e12, cap: .round, join: .round)
        let outline = Stroker.outline(of: G.polyline([(0, 0), (10, 0), (10, 10)]), style: style, tolerance: 0.1)
        #expect(outline.isFinite)
        #expect(outline.elements.count < 4 * StrokeArc.maxSegments)
    }

    @Test(arguments: [LineJoin.miter, .round, .bevel])
    func reversalsAndZigZagsStayFinite(join: LineJoin) {
        let path = G.polyline([(0, 0), (10, 0), (0, 0), (0, 0), (10, 1e-12), (10, 0), (5, 0), (5, 5), (5, 0)])
        for cap in [LineCap.butt, .round, .square] {
            let outline = Stroker.outline(of: path, style: StrokeStyle(width: 3, cap: cap, join: join), tolerance: 0.1)
            #expect(outline.isFinite && !outline.isEmpty)
            #expect(G.covers(outline, Point(x: 5, y: 2.5)))
        }
    }
}
