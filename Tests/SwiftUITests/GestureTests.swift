import Foundation
import Testing

@testable import SwiftUI

/// Whether the value type of `gesture`, as the type checker sees it, is `type`.
private func value<G: Gesture, V>(of gesture: G, is type: V.Type) -> Bool { ObjectIdentifier(G.Value.self) == ObjectIdentifier(type) }

/// A card dragged by a gesture that updates a `GestureState` offset, as apps write one.
private struct DraggableCard: View {
    @GestureState private var drag = CGSize(width: 20, height: 10)
    @State private var ended = false

    var body: some View {
        paint(ended ? 0 : 1, 0, 0)
            .frame(width: 20, height: 20)
            .offset(drag)
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .named("board"))
                    .updating($drag) { value, state, transaction in
                        state = value.translation
                        transaction.animation = .spring
                    }
                    .onEnded { _ in ended = true }
            )
            .simultaneousGesture(TapGesture(count: 2).onEnded { ended = true })
            .highPriorityGesture(LongPressGesture(minimumDuration: 1).onChanged { _ in ended = true }, including: .gesture)
    }
}

@Suite("Gestures: typed values that attach and never fire in a snapshot")
@MainActor
struct GestureTests {
    @Test("each gesture has Apple's value type, and composition and map combine them")
    func valueTypes() {
        #expect(value(of: DragGesture(), is: DragGesture.Value.self))
        #expect(value(of: TapGesture(), is: Void.self))
        #expect(value(of: SpatialTapGesture(), is: SpatialTapGesture.Value.self))
        #expect(value(of: LongPressGesture(), is: Bool.self))
        #expect(value(of: MagnifyGesture(), is: MagnifyGesture.Value.self))
        #expect(value(of: MagnificationGesture(), is: CGFloat.self))
        #expect(value(of: RotateGesture(), is: RotateGesture.Value.self))
        #expect(value(of: RotationGesture(), is: Angle.self))
        #expect(value(of: DragGesture().map { $0.location.x }, is: CGFloat.self))
        #expect(value(of: DragGesture().onChanged { _ in }.onEnded { _ in }, is: DragGesture.Value.self))
        #expect(!value(of: DragGesture().onChanged { _ in }, is: CGPoint.self))
        let sequence = LongPressGesture().sequenced(before: DragGesture())
        #expect(value(of: sequence, is: SequenceGesture<LongPressGesture, DragGesture>.Value.self))
        let together = MagnifyGesture().simultaneously(with: RotateGesture())
        #expect(value(of: together, is: SimultaneousGesture<MagnifyGesture, RotateGesture>.Value.self))
        let either = TapGesture(count: 2).exclusively(before: TapGesture())
        #expect(value(of: either, is: ExclusiveGesture<TapGesture, TapGesture>.Value.self))
    }

    @Test("initialisers keep Apple's defaults and the values given")
    func defaults() {
        let drag = DragGesture()
        #expect(drag.minimumDistance == 10)
        guard case .local = drag.coordinateSpace else {
            Issue.record("a drag is local by default")
            return
        }
        #expect(TapGesture().count == 1 && TapGesture(count: 0).count == 0)
        #expect(LongPressGesture().minimumDuration == 0.5 && LongPressGesture().maximumDistance == 10)
        #expect(MagnifyGesture().minimumScaleDelta == 0.01 && RotateGesture().minimumAngleDelta == .degrees(1))
        let state = GestureState(wrappedValue: 3)
        let updating = TapGesture().updating(state) { _, value, _ in value = 4 }
        #expect(updating.state.wrappedValue == 3)
        #expect(SimultaneousGesture<TapGesture, TapGesture>.Value(first: (), second: nil).second == nil)
        #expect(SequenceGesture<LongPressGesture, LongPressGesture>.Value.second(true, nil) == .second(true, nil))
        #expect(ExclusiveGesture<LongPressGesture, LongPressGesture>.Value.first(true) != .second(true))
    }

    @Test("a drag's translation is its location less its start; its predicted end moves on by half a second of velocity")
    func dragValue() {
        let start = CGPoint(x: 10, y: 20)
        let value = DragGesture.Value(time: Date(), location: CGPoint(x: 40, y: 0), startLocation: start, velocity: CGSize(width: 100, height: -200))
        #expect(value.translation == CGSize(width: 30, height: -20))
        #expect(abs(value.predictedEndLocation.x - 89.9) < 1e-9 && abs(value.predictedEndLocation.y - -99.8) < 1e-9)
        #expect(abs(value.predictedEndTranslation.width - 79.9) < 1e-9 && abs(value.predictedEndTranslation.height - -119.8) < 1e-9)
        let still = DragGesture.Value(time: Date(), location: start, startLocation: start, velocity: .zero)
        #expect(still.predictedEndLocation == start && still.translation == .zero)
    }

    @Test("attached gestures change nothing drawn, and a gesture state keeps its initial value")
    func attachedGestures() {
        let image = drawn(DraggableCard(), width: 60, height: 60)
        #expect(extent(of: red, in: image) == CGRect(x: 40, y: 30, width: 20, height: 20))
    }
}
