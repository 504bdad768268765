import SwiftUI
import Testing

/// The phases of a pulse, as apps declare them.
private enum Pulse: CaseIterable {
    case small, large
    var side: CGFloat { self == .small ? 10 : 30 }
}

@Suite("PhaseAnimator: a snapshot shows the first phase")
@MainActor
struct PhaseAnimatorTests {
    @Test("a phase animator draws its content for the first phase, with or without a trigger")
    func container() {
        let pulse = PhaseAnimator(Pulse.allCases) { phase in
            paint(1, 0, 0).frame(width: phase.side, height: phase.side)
        } animation: { phase in
            phase == .large ? .spring(duration: 0.3) : .easeOut
        }
        #expect(extent(of: red, in: drawn(pulse, width: 40, height: 40)) == CGRect(x: 15, y: 15, width: 10, height: 10))
        let triggered = PhaseAnimator([false, true], trigger: 3) { on in paint(on ? 0 : 1, 0, on ? 1 : 0) }
        let image = drawn(triggered, width: 40, height: 40)
        #expect(extent(of: red, in: image) == CGRect(x: 0, y: 0, width: 40, height: 40) && extent(of: blue, in: image) == nil)
    }

    @Test("the modifier applies the first phase to the view it modifies")
    func modifier() {
        let square = paint(1, 0, 0).frame(width: 10, height: 10)
        let moved = square.phaseAnimator([20.0, 0, -20]) { content, x in content.offset(x: x) }
        #expect(extent(of: red, in: drawn(moved, width: 60, height: 20)) == CGRect(x: 45, y: 5, width: 10, height: 10))
        let triggered = square.phaseAnimator(Pulse.allCases, trigger: "tap") { content, phase in content.padding(phase.side) }
        let image = drawn(triggered.background(paint(0, 0, 1)), width: 60, height: 60)
        #expect(extent(of: blue, in: image)?.size == CGSize(width: 30, height: 30))
    }

    @Test("with no phases there is nothing to draw")
    func noPhases() {
        let empty = PhaseAnimator([Int]()) { _ in paint(1, 0, 0) }
        #expect(extent(of: red, in: drawn(empty, width: 20, height: 20)) == nil)
        let modified = paint(1, 0, 0).phaseAnimator([Bool]()) { content, _ in content }
        #expect(extent(of: red, in: drawn(modified, width: 20, height: 20)) == nil)
    }
}
