/// A control that performs increment and decrement actions: on iOS a row
/// with its label leading and a `UIStepper` trailing, taking the width it is
/// offered; the minus (plus) segment is dimmed when the value is at the
/// bottom (top) of its range or there is no decrement (increment) action.
/// Snapshots do not tap, so the binding is read and not written.
/// See [Stepper](https://developer.apple.com/documentation/swiftui/stepper).
public struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    @Environment(\.isEnabled) private var isEnabled

    /// Creates a stepper instance that performs the closures you provide when
    /// the user increments or decrements the stepper.
    /// See [init(label:onIncrement:onDecrement:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(label:onincrement:ondecrement:oneditingchanged:)).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// Creates a stepper configured to increment or decrement a binding to a
    /// value using a step value you provide.
    /// See [init(value:step:label:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:)).
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = true
        canDecrement = true
    }

    /// Creates a stepper configured to increment or decrement a binding to a
    /// value using a step value and within a range of values you provide.
    /// See [init(value:in:step:label:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:label:oneditingchanged:)).
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = value.wrappedValue < bounds.upperBound
        canDecrement = value.wrappedValue > bounds.lowerBound
    }

    /// The content and behavior of the view.
    public var body: some View {
        HStack {
            label.controlLabel(isEnabled: isEnabled)
            Spacer(minLength: 8)
            UIKitControl { [canIncrement, canDecrement] environment in
                let stepper = UIStepper()
                stepper.minimumValue = 0
                stepper.maximumValue = 2
                stepper.stepValue = 1
                stepper.value = canDecrement ? (canIncrement ? 1 : 2) : 0
                if !canIncrement && !canDecrement { stepper.maximumValue = 0 }
                stepper.isEnabled = environment.isEnabled
                return stepper
            }
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and executes the closures you
    /// provide when the user clicks the increment or decrement buttons.
    /// See [init(_:onIncrement:onDecrement:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:)).
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// Creates a stepper using a title string and executes the closures you
    /// provide when the user clicks the increment or decrement buttons.
    /// See [init(_:onIncrement:onDecrement:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:)).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// Creates a stepper with a title key and configured to increment and
    /// decrement a binding to a value and step amount you provide.
    /// See [init(_:value:step:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:oneditingchanged:)).
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// Creates a stepper with a title and configured to increment and
    /// decrement a binding to a value and step amount you provide.
    /// See [init(_:value:step:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:oneditingchanged:)).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// Creates a stepper instance that increments and decrements a binding to
    /// a value, by a step size and within a closed range that you provide.
    /// See [init(_:value:in:step:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)).
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// Creates a stepper instance that increments and decrements a binding to
    /// a value, by a step size and within a closed range that you provide.
    /// See [init(_:value:in:step:onEditingChanged:)](https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}
