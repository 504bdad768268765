/// A view that shows a value within a range, drawn by the environment's
/// gauge style (by default a bar that fills from leading to trailing in the
/// tint colour, as iOS draws `.linearCapacity`). The value is clamped to the
/// range; a NaN value or a range with no width shows an empty gauge.
/// See [Gauge](https://developer.apple.com/documentation/swiftui/gauge).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let fraction: Double
    private let label: Label
    private let currentValueLabel: CurrentValueLabel?
    private let minimumValueLabel: BoundsLabel?
    private let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style

    /// Creates a gauge showing a value within a range and that describes the
    /// gauge's purpose and current value, with labels for its bounds.
    /// See [init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)](https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:minimumvaluelabel:maximumvaluelabel:)).
    /// - Parameters:
    ///   - value: The value to show on the gauge.
    ///   - bounds: The range of the valid values. Defaults to a range of `0...1`.
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value of the gauge.
    ///   - minimumValueLabel: A view that describes the lower bounds of the gauge.
    ///   - maximumValueLabel: A view that describes the upper bounds of the gauge.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(
            fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    private init(
        fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
    ) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The content and behavior of the view: the style's body for this gauge.
    public var body: some View {
        style.makeBody(
            GaugeStyleConfiguration(
                value: fraction, label: GaugeStyleConfiguration.Label(AnyView(label)),
                currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel(AnyView($0)) },
                minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel(AnyView($0)) },
                maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel(AnyView($0)) }
            )
        )
    }

    /// Where `value` lies in `bounds`, from 0 to 1: clamped to the range, and 0
    /// for NaN or a range with no width.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        guard bounds.upperBound > bounds.lowerBound else { return 0 }
        let fraction = Double(value - bounds.lowerBound) / Double(bounds.upperBound - bounds.lowerBound)
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    /// See [init(value:in:label:)](https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:)).
    /// - Parameters:
    ///   - value: The value to show in the gauge.
    ///   - bounds: The range of the valid values. Defaults to a range of `0...1`.
    ///   - label: A view that describes the purpose of the gauge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current value.
    /// See [init(value:in:label:currentValueLabel:)](https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:)).
    /// - Parameters:
    ///   - value: The value to show on the gauge.
    ///   - bounds: The range of the valid values. Defaults to a range of `0...1`.
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value of the gauge.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}
