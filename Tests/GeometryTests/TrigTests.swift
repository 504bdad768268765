import Foundation
import HeadlessGeometry
import Testing

@Suite struct TrigTests {
    @Test func sinAndCosAgreeWithTheCLibraryToWithinTwoUlps() {
        var x = -20.0
        while x <= 20 {
            #expect(abs(Trig.sin(x) - Foundation.sin(x)) <= 4e-16, "sin(\(x))")
            #expect(abs(Trig.cos(x) - Foundation.cos(x)) <= 4e-16, "cos(\(x))")
            x += 0.0137
        }
    }

    @Test func atan2AgreesInEveryQuadrant() {
        for i in 0..<720 {
            let angle = Double(i) * Double.pi / 360 - Double.pi + 1e-3
            for r in [1e-6, 0.5, 3.0, 1e6] {
                let y = r * Foundation.sin(angle), x = r * Foundation.cos(angle)
                let expected = Foundation.atan2(y, x)
                #expect(abs(Trig.atan2(y, x) - expected) <= 4 * expected.ulp, "atan2(\(y), \(x))")
            }
        }
        #expect(Trig.atan2(0, 0) == 0)
        #expect(Trig.atan2(1, 0) == Double.pi / 2)
        #expect(Trig.atan2(0, -1) == Double.pi)
    }

    @Test func quarterTurnsAreExact() {
        #expect(Trig.sin(0) == 0 && Trig.cos(0) == 1)
        #expect(Trig.sin(Double.pi / 2) == 1 && Trig.cos(Double.pi) == -1)
        #expect(Trig.sin(-Double.pi / 2) == -1)
        #expect(abs(Trig.cos(Double.pi / 2)) < 1e-16)
    }

    @Test func nonFiniteInputGivesNaN() {
        #expect(Trig.sin(.infinity).isNaN && Trig.cos(.nan).isNaN && Trig.atan2(.nan, 1).isNaN)
    }
}
