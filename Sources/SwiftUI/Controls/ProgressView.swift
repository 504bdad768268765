/// A view that shows the progress toward completion of a task: with no
/// value a spinning `UIActivityIndicatorView` (medium, at rest in a
/// snapshot), with one a `UIProgressView` bar taking the width it is
/// offered, its label above it.
/// See [ProgressView](https://developer.apple.com/documentation/swiftui/progressview).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Creates a progress view for showing determinate progress, with a
    /// custom label and a label for the current value.
    /// See [init(value:total:label:currentValueLabel:)](https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:currentvaluelabel:)).
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fractionCompleted: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// The content and behavior of the view.
    public var body: some View {
        style.makeBody(
            ProgressViewStyleConfiguration(
                fractionCompleted: fractionCompleted,
                label: label.map { ProgressViewStyleConfiguration.Label(AnyView($0)) },
                currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(AnyView($0)) }
            )
        )
    }

    /// `value` over `total`, clamped to 0...1 (0 for NaN, or a total of zero); nil when there is no value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let fraction = Double(value) / Double(total)
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    /// See [init()](https://developer.apple.com/documentation/swiftui/progressview/init()).
    public init() { self.init(fractionCompleted: nil, label: nil, currentValueLabel: nil) }

    /// Creates a progress view for showing determinate progress.
    /// See [init(value:total:)](https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fractionCompleted: Self.fraction(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    /// See [init(label:)](https://developer.apple.com/documentation/swiftui/progressview/init(label:)).
    public init(@ViewBuilder label: () -> Label) { self.init(fractionCompleted: nil, label: label(), currentValueLabel: nil) }

    /// Creates a progress view for showing determinate progress that displays a custom label.
    /// See [init(value:total:label:)](https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:)).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fractionCompleted: Self.fraction(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label from a localized string.
    /// See [init(_:)](https://developer.apple.com/documentation/swiftui/progressview/init(_:)).
    public init(_ titleKey: LocalizedStringKey) { self.init(fractionCompleted: nil, label: Text(titleKey), currentValueLabel: nil) }

    /// Creates a progress view for showing indeterminate progress that generates its label from a string.
    /// See [init(_:)](https://developer.apple.com/documentation/swiftui/progressview/init(_:)).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil) }

    /// Creates a progress view for showing determinate progress that generates its label from a localized string.
    /// See [init(_:value:total:)](https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)).
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fractionCompleted: Self.fraction(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a string.
    /// See [init(_:value:total:)](https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fractionCompleted: Self.fraction(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
/// See [ProgressViewStyle](https://developer.apple.com/documentation/swiftui/progressviewstyle).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view instance.
/// See [ProgressViewStyleConfiguration](https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration).
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    /// See [Label](https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.struct).
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// Primitive: the label's content resolves in its place.
        /// Primitive: this view resolves itself and has no body.
        public var body: Never { primitiveBody() }
        func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
    }

    /// A type-erased label that describes the current value of a progress view.
    /// See [CurrentValueLabel](https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.struct).
    public struct CurrentValueLabel: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// Primitive: the label's content resolves in its place.
        /// Primitive: this view resolves itself and has no body.
        public var body: Never { primitiveBody() }
        func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
    }

    /// The completed fraction of the task represented by the progress view,
    /// from 0.0 (not yet started) to 1.0 (fully complete), or nil if the
    /// progress is indeterminate or relative to a date interval.
    public let fractionCompleted: Double?

    /// A view that describes the task represented by the progress view.
    public var label: Label?

    /// A view that describes the current value of a progress view.
    public var currentValueLabel: CurrentValueLabel?
}

/// The default progress view style: a bar for determinate progress, a spinner otherwise.
/// See [DefaultProgressViewStyle](https://developer.apple.com/documentation/swiftui/defaultprogressviewstyle).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}

    /// A bar for determinate progress, a spinner for indeterminate progress.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
/// See [LinearProgressViewStyle](https://developer.apple.com/documentation/swiftui/linearprogressviewstyle).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Creates a linear progress view style.
    public init() { tint = nil }

    /// Creates a linear progress view style with a tint color.
    /// See [init(tint:)](https://developer.apple.com/documentation/swiftui/linearprogressviewstyle/init(tint:)).
    public init(tint: Color) { self.tint = tint }

    /// The label above a `UIProgressView` bar (empty when indeterminate), the current value label below it.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            UIKitControl(flexibleWidth: true, idealWidth: 100) { [tint, fraction = configuration.fractionCompleted] environment in
                let bar = UIProgressView(progressViewStyle: .default)
                bar.progress = Float(fraction ?? 0)
                bar.progressTintColor = tint.map { $0.resolved(in: environment) } ?? environment.tintColor
                return bar
            }
            if let currentValueLabel = configuration.currentValueLabel {
                currentValueLabel.foregroundStyle(HierarchicalShapeStyle.secondary).font(.caption)
            }
        }
    }
}

/// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
/// See [CircularProgressViewStyle](https://developer.apple.com/documentation/swiftui/circularprogressviewstyle).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Creates a circular progress view style.
    public init() { tint = nil }

    /// Creates a circular progress view style with a tint color.
    /// See [init(tint:)](https://developer.apple.com/documentation/swiftui/circularprogressviewstyle/init(tint:)).
    public init(tint: Color) { self.tint = tint }

    /// A medium `UIActivityIndicatorView` (in the tint colour when one is set) with the label below it, in the secondary colour.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            UIKitControl { [tint] environment in
                let spinner = UIActivityIndicatorView(style: .medium)
                if let color = tint.map({ $0.resolved(in: environment) }) ?? environment.explicitTintColor { spinner.color = color }
                spinner.startAnimating()
                return spinner
            }
            if let label = configuration.label { label.foregroundStyle(HierarchicalShapeStyle.secondary) }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    /// See [automatic](https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic).
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    /// See [linear](https://developer.apple.com/documentation/swiftui/progressviewstyle/linear).
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
    /// See [circular](https://developer.apple.com/documentation/swiftui/progressviewstyle/circular).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style erased for the environment.
struct AnyProgressViewStyle: Sendable {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
    /// The style progress views in this environment are drawn with.
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle { AnyView(DefaultProgressViewStyle().makeBody(configuration: $0)) } }
}

extension View {
    /// Sets the style for progress views in this view.
    /// See [progressViewStyle(_:)](https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:)).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
