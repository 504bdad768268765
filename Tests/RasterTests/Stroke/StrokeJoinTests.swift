import HeadlessGeometry
import Testing

@testable import HeadlessRaster

@Suite("Stroker joins")
struct StrokeJoinTests {
    typealias G = StrokeTestGeometry
    /// Right, then down the screen: the outer corner is at the top right.
    let rightAngle = StrokeTestGeometry.polyline([(0, 0), (10, 0), (10, 10)])
    /// A 60° angle between the segments at (10, 0): the miter is 1 / sin(30°) = 2 widths long.
    let sixtyDegrees = StrokeTestGeometry.polyline([(0, 0), (10, 0), (5, 5 * 3.0.squareRoot())])

    @Test func miterReachesTheOffsetCorner() {
        let outline = Stroker.outline(of: rightAngle, style: StrokeStyle(width: 2), tolerance: 0.1)
        #expect(G.contours(outline).count == 1)
        #expect(G.contours(outline)[0].contains(Point(x: 11, y: -1)))
        #expect(G.isClose(outline.bounds, Rect(x: 0, y: -1, width: 11, height: 11)))
        // Two 10 x 2 bands; the miter square adds what the inner overlap takes.
        #expect(G.isClose(G.area(outline), 40))
    }

    @Test func bevelCutsTheCorner() {
        let outline = Stroker.outline(of: rightAngle, style: StrokeStyle(width: 2, join: .bevel), tolerance: 0.1)
        #expect(G.isClose(G.area(outline), 39.5))
        #expect(!G.covers(outline, Point(x: 10.9, y: -0.9)) && G.covers(outline, Point(x: 10.4, y: -0.4)))
    }

    @Test func roundJoinAddsAQuarterCircle() {
        let tolerance = 0.01
        let outline = Stroker.outline(of: rightAngle, style: StrokeStyle(width: 2, join: .round), tolerance: tolerance)
        let area = G.area(outline)
        #expect(area <= 39 + Double.pi / 4 && area >= 39 + Double.pi / 4 - Double.pi / 2 * tolerance)
        #expect(G.isClose(outline.bounds, Rect(x: 0, y: -1, width: 11, height: 11), within: tolerance))
        #expect(!G.covers(outline, Point(x: 10.8, y: -0.8)) && G.covers(outline, Point(x: 10.6, y: -0.6)))
    }

    @Test(arguments: [(1.9, false), (2.1, true)])
    func miterLimitComparesOneOverSineOfHalfTheAngle(limit: Double, isMitered: Bool) {
        let style = StrokeStyle(width: 2, miterLimit: limit)
        let outline = Stroker.outline(of: sixtyDegrees, style: style, tolerance: 0.1)
        // The miter tip lies 2 half widths from the corner along the outer bisector (cos 30°, -sin 30°).
        let maxX = isMitered ? 10 + 3.0.squareRoot() : 10 + 3.0.squareRoot() / 2
        #expect(G.isClose(outline.bounds.maxX, maxX))
    }

    @Test(arguments: [LineJoin.miter, .round, .bevel])
    func uTurnStaysBounded(join: LineJoin) {
        let path = G.polyline([(0, 0), (10, 0), (0, 0)])
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 2, join: join), tolerance: 0.01)
        #expect(outline.isFinite)
        #expect(G.isClose(outline.bounds.maxX, join == .round ? 11 : 10, within: 0.01))
        #expect(G.isClose(outline.bounds.minY, -1) && G.isClose(outline.bounds.maxY, 1))
        #expect(G.covers(outline, Point(x: 5, y: 0.5)) && G.covers(outline, Point(x: 5, y: -0.5)))
        #expect(G.covers(outline, Point(x: 10.5, y: 0)) == (join == .round))
    }

    @Test func joinsInsideAFlattenedCurveAreRound() {
        // A quadratic with a sharp apex near (5, 0): a miter there would stick far out.
        var path = Path()
        path.move(to: Point(x: 0, y: 1))
        path.quadCurve(to: Point(x: 0, y: -1), control: Point(x: 10, y: 0))
        let tolerance = 0.01
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 2, miterLimit: 100), tolerance: tolerance)
        let centre = PathFlattener.flatten(path, tolerance: tolerance)[0].points
        for point in G.contours(outline).joined() {
            #expect(G.distance(from: point, toPolyline: centre, closed: false) <= 1 + tolerance)
        }
        #expect(G.covers(outline, Point(x: 5.9, y: 0)))
    }

    @Test func collinearPointsJoinStraight() {
        let path = G.polyline([(0, 0), (5, 0), (10, 0)])
        for join in [LineJoin.miter, .round, .bevel] {
            let outline = Stroker.outline(of: path, style: StrokeStyle(width: 2, join: join), tolerance: 0.1)
            #expect(G.isClose(G.area(outline), 20))
            #expect(G.isClose(outline.bounds, Rect(x: 0, y: -1, width: 10, height: 2)))
        }
    }

    @Test func innerJoinOfShortSegmentsGoesThroughTheVertex() {
        // Segments shorter than the width: the offsets' crossing lies beyond them.
        let path = G.polyline([(0, 0), (1, 0), (1, 1)])
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 4), tolerance: 0.1)
        #expect(G.contours(outline)[0].contains(Point(x: 1, y: 0)))
        for inside in [Point(x: -0.9, y: 0.5), Point(x: 0.5, y: 1.9), Point(x: 0.5, y: 0.5), Point(x: 2.9, y: -1.9)] {
            #expect(G.covers(outline, inside))
        }
        #expect(!G.covers(outline, Point(x: -0.9, y: 1.5)))
    }
}
