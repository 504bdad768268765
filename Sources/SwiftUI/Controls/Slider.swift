/// A control for selecting a value from a bounded linear range of values:
/// a `UISlider` taking the width it is offered, with its minimum and maximum
/// value labels beside it when given (the label itself names the slider for
/// accessibility and is not drawn, as on iOS). Snapshots do not drag, so
/// the binding is read and not written.
/// See [Slider](https://developer.apple.com/documentation/swiftui/slider).
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// Creates a slider to select a value from a given range, which displays
    /// the provided labels.
    /// See [init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/slider/init(value:in:label:minimumvaluelabel:maximumvaluelabel:onediting:)).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds, step: nil), label: label(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }

    /// Creates a slider to select a value from a given range, subject to a
    /// step increment, which displays the provided labels.
    /// See [init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:onediting:)).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value.wrappedValue, in: bounds, step: step), label: label(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }

    init(fraction: Double, label: Label, minimum: ValueLabel?, maximum: ValueLabel?) {
        self.fraction = fraction
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// The content and behavior of the view.
    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            SliderControl(fraction: fraction)
            if let maximumValueLabel { maximumValueLabel }
        }
    }

    /// Where `value` lies in `bounds`, from 0 to 1, after snapping to `step`:
    /// 0 for NaN or an empty range.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>, step: V.Stride?) -> Double
    where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound)
        let upper = Double(bounds.upperBound)
        var value = Double(value)
        guard !value.isNaN, lower.isFinite, upper.isFinite, upper > lower else { return 0 }
        value = min(max(value, lower), upper)
        if let step, Double(step) > 0, Double(step).isFinite {
            value = min(upper, lower + ((value - lower) / Double(step)).rounded() * Double(step))
        }
        return (value - lower) / (upper - lower)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    /// See [init(value:in:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/slider/init(value:in:onediting:)).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds, step: nil), label: EmptyView(), minimum: nil, maximum: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    /// See [init(value:in:step:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:onediting:)).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds, step: step), label: EmptyView(), minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    /// See [init(value:in:label:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/slider/init(value:in:label:onediting:)).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds, step: nil), label: label(), minimum: nil, maximum: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a
    /// step increment, which displays the provided label.
    /// See [init(value:in:step:label:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:onediting:)).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds, step: step), label: label(), minimum: nil, maximum: nil)
    }
}

/// The slider itself: a `UISlider` at `fraction`, its track in the tint colour.
struct SliderControl: View {
    let fraction: Double

    var body: some View {
        UIKitControl(flexibleWidth: true, idealWidth: 100) { environment in
            let slider = UISlider()
            slider.minimumValue = 0
            slider.maximumValue = 1
            slider.value = Float(fraction)
            slider.minimumTrackTintColor = environment.tintColor
            slider.isEnabled = environment.isEnabled
            return slider
        }
    }
}
