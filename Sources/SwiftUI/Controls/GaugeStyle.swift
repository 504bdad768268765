/// Defines the implementation of all gauge instances within a view hierarchy.
/// See [GaugeStyle](https://developer.apple.com/documentation/swiftui/gaugestyle).
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
    /// Creates a view representing the body of a gauge.
    /// - Parameters:
    ///   - configuration: The properties of the gauge instance being created.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge instance.
/// See [GaugeStyleConfiguration](https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration).
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    /// See [Label](https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/label-swift.struct).
    public struct Label: View, ErasedContentView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// Primitive: the label's content resolves in its place.
        public var body: Never { primitiveBody() }
    }

    /// A type-erased value label of a gauge that contains the current value.
    /// See [CurrentValueLabel](https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/currentvaluelabel-swift.struct).
    public struct CurrentValueLabel: View, ErasedContentView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// Primitive: the label's content resolves in its place.
        public var body: Never { primitiveBody() }
    }

    /// A type-erased value label of a gauge describing the minimum value.
    /// See [MinimumValueLabel](https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/minimumvaluelabel-swift.struct).
    public struct MinimumValueLabel: View, ErasedContentView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// Primitive: the label's content resolves in its place.
        public var body: Never { primitiveBody() }
    }

    /// A type-erased value label of a gauge describing the maximum value.
    /// See [MaximumValueLabel](https://developer.apple.com/documentation/swiftui/gaugestyleconfiguration/maximumvaluelabel-swift.struct).
    public struct MaximumValueLabel: View, ErasedContentView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// Primitive: the label's content resolves in its place.
        public var body: Never { primitiveBody() }
    }

    /// The current value of the gauge, from 0.0 to 1.0: where it lies in the gauge's range.
    public var value: Double

    /// A view that describes the purpose of the gauge.
    public var label: Label

    /// A view that describes the current value.
    public var currentValueLabel: CurrentValueLabel?

    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: MinimumValueLabel?

    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: MaximumValueLabel?
}

/// A view standing for content a style is given: it resolves the content in its place.
@MainActor
protocol ErasedContentView: PrimitiveView {
    /// The content the view stands for.
    var content: AnyView { get }
}

extension ErasedContentView {
    func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
}

/// The default gauge view style in the current context of the view being
/// styled: on iOS, the linear capacity style.
/// See [DefaultGaugeStyle](https://developer.apple.com/documentation/swiftui/defaultgaugestyle).
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}

    /// The linear capacity gauge.
    /// - Parameters:
    ///   - configuration: The properties of the gauge instance being created.
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    /// See [automatic](https://developer.apple.com/documentation/swiftui/gaugestyle/automatic).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// A gauge style erased for the environment.
struct AnyGaugeStyle: Sendable {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
    /// The style gauges in this environment are drawn with.
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

private enum GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle { AnyGaugeStyle { AnyView(DefaultGaugeStyle().makeBody(configuration: $0)) } }
}

extension View {
    /// Sets the style for gauges within this view.
    /// See [gaugeStyle(_:)](https://developer.apple.com/documentation/swiftui/view/gaugestyle(_:)).
    /// - Parameters:
    ///   - style: The gauge style to use for this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
