import SwiftUI
import Testing

/// A screen written as app code writes these APIs: gestures with gesture
/// state, scaled metrics, a timeline, gauges and a phase animator.
private struct WorkoutScreen: View {
    enum Beat: CaseIterable { case rest, pulse }

    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var taps = 0
    @ScaledMetric private var iconSize: CGFloat = 24
    @ScaledMetric(relativeTo: .caption) private var spacing = 6.0
    let heartRate: Double
    let bounds: ClosedRange<Double>
    let phases: [Beat]

    var body: some View {
        VStack(spacing: spacing) {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date.formatted(date: .omitted, time: .shortened))
                    .foregroundStyle(context.cadence == .live ? .primary : .secondary)
            }
            TimelineView(.everyMinute) { _ in EmptyView() }
            TimelineView(.animation(minimumInterval: 0, paused: false)) { _ in EmptyView() }
            TimelineView(.explicit([Date]())) { _ in EmptyView() }
            Gauge(value: heartRate, in: bounds) {
                Text("BPM")
            } currentValueLabel: {
                Text("\(Int(heartRate.isFinite ? heartRate : 0))")
            } minimumValueLabel: {
                Text("\(Int(bounds.lowerBound))")
            } maximumValueLabel: {
                Text("\(Int(bounds.upperBound))")
            }
            .gaugeStyle(.accessoryCircular)
            Gauge(value: heartRate, in: bounds) { Text("Effort") }.gaugeStyle(.accessoryLinearCapacity)
            Gauge(value: 0.5) {
                Text("Half")
            } currentValueLabel: {
                Text("50%")
            }.gaugeStyle(.automatic)
            Image(systemName: "heart.fill")
                .font(.system(size: iconSize))
                .phaseAnimator(phases, trigger: taps) { content, beat in
                    content.scaleEffect(beat == .pulse ? 1.2 : 1)
                } animation: { beat in
                    beat == .pulse ? .spring(duration: 0.2) : .easeOut
                }
            PhaseAnimator(phases) { beat in Circle().frame(width: beat == .rest ? 8 : 12) }
            Circle()
                .frame(width: 40, height: 40)
                .offset(dragOffset)
                .scaleEffect(isPressing ? 0.9 : scale)
                .rotationEffect(angle)
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onEnded { value in scale = value.predictedEndTranslation.height > 0 ? 1 : 1.1 }
                )
                .simultaneousGesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .simultaneousGesture(MagnificationGesture().onEnded { scale = $0 })
                .highPriorityGesture(RotateGesture().onChanged { angle = $0.rotation }.simultaneously(with: RotationGesture()))
                .gesture(LongPressGesture(minimumDuration: 0.3).updating($isPressing) { pressing, state, _ in state = pressing })
                .gesture(TapGesture(count: 0).onEnded { taps += 1 }.exclusively(before: SpatialTapGesture().onEnded { _ in taps = 0 }))
                .gesture(LongPressGesture().sequenced(before: DragGesture()).map { _ in true }, including: .subviews)
        }
    }
}

@Suite("New SwiftUI APIs compile as app code writes them, and take bad input")
@MainActor
struct ExtraAPICompileTests {
    @Test("a screen using them draws, with NaN and infinite values, empty ranges and no phases")
    func appCode() {
        let normal = drawn(WorkoutScreen(heartRate: 120, bounds: 40...200, phases: WorkoutScreen.Beat.allCases), width: 320, height: 600)
        #expect(extent(of: (0, 0, 0), in: normal) != nil, "the circles and text are drawn black")
        for (rate, bounds) in [(Double.nan, 40.0...200), (.infinity, 0...0), (-.infinity, 1...1), (60, 60...60)] {
            let image = drawn(WorkoutScreen(heartRate: rate, bounds: bounds, phases: []), width: 320, height: 600)
            #expect(image.width == 320)
        }
    }
}
