/// A dynamic property that scales a numeric value with the environment's
/// Dynamic Type size, as text of its text style (body by default) scales:
/// by UIKit's `UIFontMetrics`, so a metric and the text beside it grow together.
/// At the large size (the default) it is the value given.
/// See [ScaledMetric](https://developer.apple.com/documentation/swiftui/scaledmetric).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let metrics: UIFontMetrics
    private let box = EnvironmentBox()

    /// Creates the scaled metric with an unscaled value, scaled as body text is.
    /// See [init(wrappedValue:)](https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:)).
    /// - Parameters:
    ///   - wrappedValue: The value at the large (default) Dynamic Type size.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    /// See [init(wrappedValue:relativeTo:)](https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)).
    /// - Parameters:
    ///   - wrappedValue: The value at the large (default) Dynamic Type size.
    ///   - textStyle: The text style whose scaling the value follows.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        metrics = UIFontMetrics(forTextStyle: textStyle.uiKit)
    }

    /// The value scaled for the environment's Dynamic Type size.
    public var wrappedValue: Value {
        let traits = UITraitCollection(preferredContentSizeCategory: box.values.dynamicTypeSize.contentSizeCategory)
        return Value(metrics.scaledValue(for: CGFloat(baseValue), compatibleWith: traits))
    }
}

extension ScaledMetric: GraphLinkedProperty {
    func link(at key: String, in context: ResolveContext) { box.values = context.environment }
}
