import HeadlessGeometry
import Testing

/// The 3-D transform of layers and the projective transform of the plane it flattens to.
@Suite struct ProjectiveTransformTests {
    /// `m34 = -1 / 500` after a turn of `angle` about y, as apps write a card flip.
    private func cardTurn(_ angle: Double) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        return Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(perspective)
    }

    @Test func flatteningAnAffineTransformKeepsIt() {
        let affine = AffineTransform(rotationAngle: 0.4).translatedBy(x: 3, y: -7).scaledBy(x: 2, y: 0.5)
        #expect(Transform3D(affine).isAffine)
        #expect(Transform3D(affine).flattened.affine == affine)
        #expect(Transform3D(affine).affine == affine)
    }

    @Test func aTurnAboutYWithPerspectiveShrinksTheFarSide() throws {
        // By hand: (x, y, 0) turned by θ about y is (x cos θ, y, −x sin θ);
        // perspective divides by w = 1 − z / 500 = 1 + x sin θ / 500.
        let theta = Double.pi / 3
        let plane = cardTurn(theta).flattened
        #expect(plane.affine == nil)
        for (x, y) in [(100.0, 60.0), (-100.0, 60.0), (100.0, -60.0), (-100.0, -60.0)] {
            let w = 1 + x * Trig.sin(theta) / 500
            let p = try #require(plane.apply(to: Point(x: x, y: y)))
            #expect(abs(p.x - x * Trig.cos(theta) / w) < 1e-9)
            #expect(abs(p.y - y / w) < 1e-9)
        }
        // The right edge (x > 0) is farther: shorter than the left.
        let right = try #require(plane.apply(to: Point(x: 100, y: 60))).y
        let left = try #require(plane.apply(to: Point(x: -100, y: 60))).y
        #expect(right < 60 && left > 60)
    }

    @Test func pointsBehindTheEyeHaveNoImage() {
        // w = 1 + x / 500 is not positive from x = −500 on.
        let plane = cardTurn(Double.pi / 2).flattened
        #expect(plane.apply(to: Point(x: -600, y: 0)) == nil)
        #expect(plane.apply(to: Point(x: 600, y: 0)) != nil)
    }

    @Test func inverseUndoesTheTransform() throws {
        let plane = cardTurn(0.7).flattened.concatenating(ProjectiveTransform(AffineTransform(translationX: 40, y: 9)))
        let inverse = try #require(plane.inverted())
        for point in [Point(x: 3, y: 4), Point(x: -80, y: 20), Point(x: 150, y: -33)] {
            let image = try #require(plane.apply(to: point))
            let back = try #require(inverse.apply(to: image))
            #expect(back.distance(to: point) < 1e-9)
        }
        #expect(ProjectiveTransform(m11: 1, m12: 2, m13: 0, m21: 2, m22: 4, m23: 0, m31: 0, m32: 0, m33: 1).inverted() == nil)
    }

    @Test func concatenationAppliesSelfFirst() throws {
        let turn = Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 0, z: 1)
        let move = Transform3D(AffineTransform(translationX: 10, y: 0))
        // Turned a quarter (x axis to y), then moved right.
        let p = try #require(turn.concatenating(move).flattened.apply(to: Point(x: 1, y: 0)))
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func aZeroOrNonFiniteAxisTurnsNothing() {
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D(rotationAngle: 1, x: .nan, y: 0, z: 1) == .identity)
    }
}
