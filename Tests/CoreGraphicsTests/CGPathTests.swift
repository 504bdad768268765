import CoreGraphics
import Foundation
import Testing

/// `CGPath` and `CGMutablePath` as Core Graphics documents them; expected
/// values are worked by hand.
@Suite("CGPath and CGMutablePath")
struct CGPathTests {
    private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    private func types(_ path: CGPath) -> [CGPathElementType] {
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        return types
    }

    @Test func shapesAndTheirBoxes() {
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 30, height: 40), transform: nil)
        #expect(types(rect) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(rect.boundingBox == CGRect(x: 1, y: 2, width: 30, height: 40))
        var shift = CGAffineTransform(translationX: 10, y: 0)
        let moved = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: &shift)
        #expect(close(moved.boundingBoxOfPath, CGRect(x: 10, y: 0, width: 20, height: 10)))
        let empty = CGMutablePath()
        #expect(empty.isEmpty && empty.boundingBox.isNull && empty.boundingBoxOfPath.isNull && empty.currentPoint == .zero)
    }

    @Test func controlPointsCountOnlyInTheBoundingBox() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The curve's peak is halfway to the control point: y = 5.
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        #expect(types(path) == [.moveToPoint, .addQuadCurveToPoint])
    }

    @Test func arcsTurnAsCoreGraphicsSays() {
        // Counterclockwise in a y-up space: increasing angles, the quarter from 0 to pi/2.
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(short.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(close(short.currentPoint, CGPoint(x: 0, y: 1)))
        // Clockwise: decreasing angles, three quarters of the circle.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(long.boundingBoxOfPath, CGRect(x: -1, y: -1, width: 2, height: 2)))
        let relative = CGMutablePath()
        relative.move(to: CGPoint(x: -5, y: 0))
        relative.addRelativeArc(center: .zero, radius: 2, startAngle: .pi, delta: -.pi / 2)
        #expect(types(relative).prefix(2) == [.moveToPoint, .addLineToPoint], "a line joins the current point to the arc")
        #expect(close(relative.currentPoint, CGPoint(x: 0, y: 2)))
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        // A line to (8, 0), then a quarter circle around (8, 2) to (10, 2).
        #expect(types(path).prefix(2) == [.moveToPoint, .addLineToPoint])
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 2)))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 2)))
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        #expect(straight.currentPoint == CGPoint(x: 5, y: 0), "points in line: a line to the first tangent end")
        let scaled = CGMutablePath()
        let double = CGAffineTransform(scaleX: 2, y: 2)
        scaled.move(to: .zero, transform: double)
        scaled.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2, transform: double)
        #expect(close(scaled.currentPoint, CGPoint(x: 20, y: 4)), "the same corner, drawn twice as large")
    }

    @Test func roundedRectsClampTheirCorners() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5, transform: nil)
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)) && path.contains(CGPoint(x: 50, y: 25)) && path.contains(CGPoint(x: 9, y: 4)))
        let pill = CGMutablePath()
        pill.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 50, cornerHeight: 50)
        #expect(close(pill.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 20)))
        #expect(!pill.contains(CGPoint(x: 1, y: 1)) && pill.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func containmentFollowsTheFillRule() {
        let ring = CGMutablePath()
        ring.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        ring.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(ring.contains(CGPoint(x: 15, y: 15), using: .winding))
        #expect(!ring.contains(CGPoint(x: 15, y: 15), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 5, y: 5), using: .evenOdd) && !ring.contains(CGPoint(x: 35, y: 5)))
        #expect(ring.contains(CGPoint(x: 45, y: 5), transform: CGAffineTransform(translationX: 40, y: 0)))
    }

    @Test func strokingAndDashingCopies() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        let outline = line.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(close(outline.boundingBoxOfPath, CGRect(x: 0, y: -1, width: 10, height: 2)))
        let capped = line.copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(close(capped.boundingBoxOfPath, CGRect(x: -1, y: -1, width: 12, height: 2)))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [2, 3])
        var points: [CGPoint] = []
        dashed.applyWithBlock { points.append($0.pointee.points[0]) }
        #expect(types(dashed) == [.moveToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 7, y: 0)])
        let shifted = line.copy(dashingWithPhase: 1, lengths: [2, 3])
        var starts: [CGPoint] = []
        shifted.applyWithBlock { if $0.pointee.type == .moveToPoint { starts.append($0.pointee.points[0]) } }
        #expect(starts == [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 9, y: 0)])
        #expect(line.copy(dashingWithPhase: 0, lengths: [2, -1]) == line, "a bad pattern leaves the path whole")
    }

    @Test func copiesAndEquality() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let frozen = try #require(path.copy())
        #expect(frozen == path)
        path.addLine(to: CGPoint(x: 20, y: 20))
        #expect(frozen != path, "a copy does not follow later changes")
        let other = try #require(frozen.mutableCopy())
        other.addPath(frozen, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(close(other.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 20)))
    }
}
