import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Exact-area coverage: values a person can check with pencil and paper.
@Suite struct CoverageTests {
    private func canvas(_ w: Int = 8, _ h: Int = 8) throws -> Canvas {
        try Canvas(width: w, height: h)
    }

    @Test func fullyCoveredPixelsAreOpaque() throws {
        let c = try canvas()
        c.fill(Rect(x: 2, y: 2, width: 3, height: 2), color: .black)
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<5).contains(x) && (2..<4).contains(y)
                #expect(c.bitmap[x, y].a == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func halfCoveredPixelHasHalfAlpha() throws {
        let c = try canvas()
        c.fill(Rect(x: 1, y: 1, width: 2.5, height: 1), color: .black)
        #expect(c.bitmap[1, 1].a == 255)
        #expect(c.bitmap[2, 1].a == 255)
        #expect(c.bitmap[3, 1].a == 128)
        #expect(c.bitmap[4, 1].a == 0)
    }

    @Test func quarterCoveredCornerPixel() throws {
        let c = try canvas()
        c.fill(Rect(x: 0.5, y: 0.5, width: 2, height: 2), color: .black)
        #expect(c.bitmap[0, 0].a == 64)  // 0.25 * 255 = 63.75
        #expect(c.bitmap[1, 0].a == 128)
        #expect(c.bitmap[1, 1].a == 255)
        #expect(c.bitmap[2, 2].a == 64)
    }

    @Test func diagonalHalfPlaneGivesHalfCoverageOnTheDiagonal() throws {
        let c = try canvas(4, 4)
        var triangle = Path()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.line(to: Point(x: 4, y: 4))
        triangle.line(to: Point(x: 0, y: 4))
        c.fill(triangle, color: .black)
        for i in 0..<4 {
            #expect(c.bitmap[i, i].a == 128)
            if i > 0 { #expect(c.bitmap[i - 1, i].a == 255) }
            if i < 3 { #expect(c.bitmap[i + 1, i].a == 0) }
        }
    }

    @Test func evenOddLeavesAHoleWhereNonZeroDoesNot() throws {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 6, height: 6))
        path.addRect(Rect(x: 2, y: 2, width: 2, height: 2))  // same winding direction
        let nonZero = try canvas(), evenOdd = try canvas()
        nonZero.fill(path, color: .black, rule: .nonZero)
        evenOdd.fill(path, color: .black, rule: .evenOdd)
        #expect(nonZero.bitmap[3, 3].a == 255)
        #expect(evenOdd.bitmap[3, 3].a == 0)
        #expect(evenOdd.bitmap[1, 1].a == 255)
    }

    @Test func oppositeWindingCancelsUnderNonZero() throws {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 6, height: 6))
        // Counter-clockwise inner square.
        path.move(to: Point(x: 2, y: 2))
        path.line(to: Point(x: 2, y: 4))
        path.line(to: Point(x: 4, y: 4))
        path.line(to: Point(x: 4, y: 2))
        path.closeSubpath()
        let c = try canvas()
        c.fill(path, color: .black)
        #expect(c.bitmap[3, 3].a == 0)
        #expect(c.bitmap[5, 5].a == 255)
    }

    @Test func circleAreaMatchesPiRSquared() throws {
        let c = try canvas(64, 64)
        c.fill(Path(ellipseIn: Rect(x: 7.3, y: 9.1, width: 40, height: 40)), color: .black)
        let total = c.bitmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        // Chords lie inside the arc, at most `curveTolerance` from it: the area
        // lost is below the perimeter times that tolerance.
        let exact = Double.pi * 400
        #expect(total < exact && total > exact - 2 * Double.pi * 20 * Canvas.curveTolerance, "covered area \(total)")
    }

    @Test func shapesOutsideOrPartlyOutsideTheCanvasAreClipped() throws {
        let c = try canvas(4, 4)
        c.fill(Rect(x: -100, y: 1, width: 102, height: 1), color: .black)
        #expect(c.bitmap[0, 1].a == 255)
        #expect(c.bitmap[1, 1].a == 255)
        #expect(c.bitmap[2, 1].a == 0)
        c.fill(Rect(x: 3.5, y: -1e12, width: 1e15, height: 2e12), color: .black)
        #expect(c.bitmap[3, 3].a == 128)
        #expect(c.bitmap[2, 3].a == 0)
    }

    @Test func nonFiniteCoordinatesDrawNothing() throws {
        let c = try canvas(4, 4)
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: .nan, y: 3))
        path.line(to: Point(x: 0, y: 4))
        c.fill(path, color: .black)
        c.fill(Rect(x: 0, y: 0, width: .infinity, height: 4), color: .black)
        #expect(c.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func enormousCoordinatesFinishQuickly() throws {
        let c = try canvas(16, 16)
        var path = Path()
        path.move(to: Point(x: -1e300, y: -1e300))
        path.line(to: Point(x: 1e300, y: 8))
        path.line(to: Point(x: 8, y: 1e300))
        c.fill(path, color: .black)
        // The triangle's edges are clipped to the canvas: the middle is inside.
        #expect(c.bitmap[8, 8].a == 255)
    }
}
