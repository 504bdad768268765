import HeadlessGeometry
import Testing

@testable import HeadlessRaster

@Suite("Stroker closed sub-paths")
struct StrokeClosedTests {
    typealias G = StrokeTestGeometry

    @Test(arguments: [false, true])
    func rectangleGetsTwoOppositeContours(reversed: Bool) {
        let corners = [(0.0, 0.0), (10, 0), (10, 10), (0, 10)]
        let path = G.polyline(reversed ? corners.reversed() : corners, closed: true)
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 2), tolerance: 0.1)
        let contours = G.contours(outline)
        #expect(contours.count == 2)
        let areas = contours.map(G.signedArea).sorted { abs($0) > abs($1) }
        #expect(areas[0] * areas[1] < 0)
        #expect(G.isClose(abs(areas[0]), 144) && G.isClose(abs(areas[1]), 64))
        #expect(G.isClose(abs(areas[0]) - abs(areas[1]), 40 * 2))
        #expect(abs(G.winding(outline, at: Point(x: 0, y: 5))) == 1)
        #expect(abs(G.winding(outline, at: Point(x: -0.9, y: -0.9))) == 1)
        #expect(G.winding(outline, at: Point(x: 5, y: 5)) == 0)
        #expect(G.winding(outline, at: Point(x: -1.1, y: 5)) == 0)
    }

    @Test func circleStrokeIsARing() {
        // The benchmark's stroked circle: radius 13, width 4.
        let path = Path(ellipseIn: Rect(x: -13, y: -13, width: 26, height: 26))
        let tolerance = 0.1
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 4), tolerance: tolerance)
        #expect(G.contours(outline).count == 2)
        #expect(G.isClose(G.area(outline), Double.pi * (15 * 15 - 11 * 11), within: 2 * Double.pi * 26 * tolerance))
        for point in G.contours(outline).joined() {
            let r = point.distance(to: .zero)
            #expect((r > 15 - 2 * tolerance && r < 15 + tolerance) || (r > 11 - tolerance && r < 11 + 2 * tolerance))
        }
        #expect(G.winding(outline, at: .zero) == 0)
        #expect(G.covers(outline, Point(x: 13, y: 0)) && G.covers(outline, Point(x: 0, y: -14.5)))
    }

    @Test func strokeWiderThanTheHoleCoversTheCentre() {
        let path = Path(ellipseIn: Rect(x: -2, y: -2, width: 4, height: 4))
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 10), tolerance: 0.05)
        for point in [Point.zero, Point(x: 0.5, y: -0.5), Point(x: 6.8, y: 0)] {
            #expect(G.covers(outline, point))
        }
        #expect(!G.covers(outline, Point(x: 7.2, y: 0)))
    }

    @Test func twoPointLoopIsStrokedBothWays() {
        let path = G.polyline([(0, 0), (10, 0)], closed: true)
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 2, join: .round), tolerance: 0.01)
        #expect(G.isClose(outline.bounds, Rect(x: -1, y: -1, width: 12, height: 2), within: 0.01))
        #expect(G.covers(outline, Point(x: 5, y: 0.9)) && G.covers(outline, Point(x: -0.9, y: 0)))
    }
}
