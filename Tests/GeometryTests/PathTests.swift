import HeadlessGeometry
import Testing

@Suite struct PathTests {
    private func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool {
        abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    @Test func buildingTracksTheCurrentPoint() {
        var path = Path()
        #expect(path.currentPoint == nil && path.isEmpty)
        path.line(to: Point(x: 1, y: 1))  // no current point: starts a sub-path
        #expect(path.elements == [.move(Point(x: 1, y: 1)), .line(Point(x: 1, y: 1))])
        path.line(to: Point(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == Point(x: 1, y: 1))
    }

    @Test func ellipseBoundsAreTheRect() {
        let path = Path(ellipseIn: Rect(x: 10, y: 20, width: 30, height: 40))
        let b = path.bounds
        #expect(abs(b.minX - 10) < 1e-9 && abs(b.maxX - 40) < 1e-9 && abs(b.minY - 20) < 1e-9 && abs(b.maxY - 60) < 1e-9)
    }

    @Test func tightBoundsExcludeControlPoints() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.curve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
        #expect(abs(path.bounds.maxY - 7.5) < 1e-9)  // the curve's peak, not its control points
        #expect(try #require(path.controlPointBounds).maxY == 10)
    }

    @Test func arcsEndWhereTheyShould() throws {
        var path = Path()
        path.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(close(try #require(path.currentPoint), Point(x: 0, y: 10)))
        // Counter-clockwise from 0 to pi/2 goes the long way round: three quarters.
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(long.elements.count == 4)  // move + three quarter curves
        #expect(close(try #require(long.currentPoint), Point(x: 0, y: 10)))
        // The midpoint of a quarter arc lies on the circle within the cubic's 0.03% error.
        if case .cubic(let c1, let c2, let end) = path.elements[1] {
            let mid = Bezier.cubicPoint(Point(x: 10, y: 0), c1, c2, end, 0.5)
            #expect(abs(mid.distance(to: .zero) - 10) < 10 * 3e-4)
        } else {
            Issue.record("expected a cubic")
        }
    }

    @Test func roundedRectClampsRadiusAndHasSquareCornersAtZero() {
        let clamped = Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 50)
        #expect(abs(clamped.bounds.width - 10) < 1e-9 && abs(clamped.bounds.height - 4) < 1e-9)
        let square = Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 0)
        #expect(!square.elements.contains { if case .cubic = $0 { return true } else { return false } })
    }

    @Test func transformMovesEveryPoint() {
        let path = Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)).applying(AffineTransform(translationX: 5, y: 5))
        #expect(path.bounds == Rect(x: 5, y: 5, width: 2, height: 2))
        var bad = Path()
        bad.move(to: Point(x: .nan, y: 0))
        #expect(!bad.isFinite && path.isFinite)
    }
}
