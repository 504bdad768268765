import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Caps of curves are squared to the curve's true tangent at its ends, not to
/// the first or last flattened chord: a thick full circle shows no wedge.
@Suite("Stroker caps along the true tangent")
struct StrokeCapTangentTests {
    typealias G = StrokeTestGeometry
    let center = Point(x: 60, y: 60)
    let radius = 40.0
    let width = 20.0

    /// A full turn from angle 0, clockwise (y down), optionally closed.
    func fullCircle(closed: Bool) -> Path {
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        if closed { path.closeSubpath() }
        return path
    }

    /// Points just either side of the start point, across the ring's width.
    var seamPoints: [Point] {
        stride(from: -9.5, through: 9.5, by: 0.5).flatMap { across in
            [-0.05, 0.05].map { along in Point(x: center.x + radius + across, y: center.y + along) }
        }
    }

    @Test(arguments: [LineCap.butt, .round, .square])
    func openFullCircleCoversBothSidesOfTheSeam(cap: LineCap) {
        let outline = Stroker.outline(
            of: fullCircle(closed: false), style: StrokeStyle(width: width, cap: cap), tolerance: 0.25)
        for p in seamPoints {
            #expect(G.covers(outline, p), "\(p)")
        }
    }

    @Test func buttCappedOpenFullCircleHasTheAnnulusArea() {
        let outline = Stroker.outline(of: fullCircle(closed: false), style: StrokeStyle(width: width), tolerance: 0.01)
        let outer = radius + width / 2, inner = radius - width / 2
        let annulus = Double.pi * (outer * outer - inner * inner)
        #expect(abs(G.area(outline) - annulus) / annulus < 0.001, "\(G.area(outline)) against \(annulus)")
    }

    @Test func closedFullCircleHasNoSeam() {
        let outline = Stroker.outline(of: fullCircle(closed: true), style: StrokeStyle(width: width), tolerance: 0.25)
        for p in seamPoints {
            #expect(G.covers(outline, p), "\(p)")
        }
        // Where the circle closes the join is round: it reaches past the outer edge by
        // no more than the tolerance, as inside the curve.
        let outer = radius + width / 2
        #expect(!G.covers(outline, Point(x: center.x + outer + 0.26, y: center.y)))
        let bounds = outline.bounds
        #expect(bounds.maxX <= center.x + outer + 0.25 && bounds.minX >= center.x - outer - 0.25)
    }

    @Test func degenerateControlPointFallsBackToTheNextOne() {
        // The derivative at the start vanishes (control 1 is the start point):
        // the tangent runs towards control 2, straight down.
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.curve(to: Point(x: 30, y: 30), control1: Point(x: 0, y: 0), control2: Point(x: 0, y: 30))
        let outline = Stroker.outline(of: path, style: StrokeStyle(width: 10), tolerance: 0.25)
        // A butt cap perpendicular to (0, 1) runs along y = 0 from x = -5 to 5.
        #expect(G.covers(outline, Point(x: -4.5, y: 0.05)) && G.covers(outline, Point(x: 4.5, y: 0.05)))
        #expect(!G.covers(outline, Point(x: -4.5, y: -0.05)) && !G.covers(outline, Point(x: 4.5, y: -0.05)))
    }
}
