import HeadlessGeometry
import Testing

@Suite struct AffineTransformTests {
    @Test func concatenationAppliesLeftThenRight() {
        let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
        let u = AffineTransform.identity.translatedBy(x: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(u.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let t = AffineTransform(rotationAngle: Double.pi / 2)
        #expect(t.apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 1))
    }

    @Test func inverseUndoes() throws {
        let t = AffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let inverse = try #require(t.inverted())
        let p = Point(x: 3.25, y: -8.5)
        let q = inverse.apply(to: t.apply(to: p))
        #expect(abs(q.x - p.x) < 1e-12 && abs(q.y - p.y) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func maxScaleIsTheLargestStretch() {
        #expect(AffineTransform(scaleX: 3, y: 2).maxScale == 3)
        #expect(abs(AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 2).maxScale - 2) < 1e-12)
    }

    @Test func rectTransformGivesTheBoundingBoxOfItsCorners() {
        let r = AffineTransform(rotationAngle: Double.pi / 2).apply(to: Rect(x: 0, y: 0, width: 4, height: 2))
        #expect(abs(r.minX - -2) < 1e-12 && abs(r.maxX) < 1e-12 && abs(r.height - 4) < 1e-12)
    }
}
