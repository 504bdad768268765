import CoreGraphics
import Foundation
import Testing

/// `CGAffineTransform` as Core Graphics documents it; every expected value is
/// worked by hand from the matrix [a b 0; c d 0; tx ty 1] acting on row
/// vectors [x y 1].
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test func constructorsFillTheMatrix() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(0, 0, 0, 0, 0, 0))
        #expect(CGAffineTransform(translationX: 3, y: -4) == CGAffineTransform(1, 0, 0, 1, 3, -4))
        #expect(CGAffineTransform(scaleX: 2, y: 0.5) == CGAffineTransform(2, 0, 0, 0.5, 0, 0))
        #expect(CGAffineTransform(rotationAngle: .pi / 2) == CGAffineTransform(0, 1, -1, 0, 0, 0), "exact at a quarter turn")
        let sixth = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(abs(sixth.a - 3.0.squareRoot() / 2) < 1e-15 && abs(sixth.b - 0.5) < 1e-15)
    }

    @Test func modifiersApplyTheirStepFirst() {
        let point = CGPoint(x: 1, y: 1)
        // Scale first, then translate: (1, 1) -> (2, 2) -> (12, 2).
        #expect(point.applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
        // Translate first, then scale: (1, 1) -> (11, 1) -> (22, 2).
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
        // Rotate a quarter turn first, then translate: (1, 0) -> (0, 1) -> (5, 1).
        #expect(
            CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2))
                == CGPoint(x: 5, y: 1))
        // concatenating: self first, then the argument.
        let moveThenDouble = CGAffineTransform(translationX: 1, y: 2).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint.zero.applying(moveThenDouble) == CGPoint(x: 2, y: 4))
    }

    @Test func invertingUndoesAndASingularTransformComesBackUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: -2)
        #expect(t.concatenating(t.inverted()) == .identity)
        #expect(CGPoint(x: 7, y: 9).applying(t).applying(t.inverted()) == CGPoint(x: 7, y: 9))
        let singular = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 4, y: 4)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesAndRectsTransform() {
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGSize(width: -10, height: 40))
        #expect(
            CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 100, y: 100)) == CGSize(width: 10, height: 20),
            "sizes ignore translation")
        // A quarter turn maps (0...10) x (0...20) to x in -20...0 and y in 0...10.
        #expect(
            CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
                == CGRect(x: -20, y: 0, width: 20, height: 10))
        #expect(CGRect(x: 5, y: 5, width: -4, height: 2).applying(.identity) == CGRect(x: 1, y: 5, width: 4, height: 2))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func codableAndDescribed() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: JSONEncoder().encode(t)) == t)
        #expect("\(t)" == "CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
    }
}
