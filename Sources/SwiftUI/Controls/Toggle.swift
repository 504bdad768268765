/// A control that toggles between on and off states: on iOS a row with its
/// label leading and a switch trailing, taking the width it is offered.
/// Snapshots do not tap, so the binding is read and not written.
/// See [Toggle](https://developer.apple.com/documentation/swiftui/toggle).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// Creates a toggle that displays a custom label.
    /// See [init(isOn:label:)](https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The content and behavior of the view.
    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    /// See [init(_:isOn:)](https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }

    /// Creates a toggle that generates its label from a string.
    /// See [init(_:isOn:)](https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// The appearance and interaction of toggles within a view hierarchy.
/// See [ToggleStyle](https://developer.apple.com/documentation/swiftui/togglestyle).
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle instance.
/// See [ToggleStyleConfiguration](https://developer.apple.com/documentation/swiftui/togglestyleconfiguration).
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    /// See [ToggleStyleConfiguration.Label](https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.struct).
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// Primitive: the label's content resolves in its place.
        /// Primitive: this view resolves itself and has no body.
        public var body: Never { primitiveBody() }
        func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: Label

    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A toggle style that displays a leading label and a trailing switch.
/// See [SwitchToggleStyle](https://developer.apple.com/documentation/swiftui/switchtogglestyle).
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates a switch toggle style.
    public init() {}

    /// The label leading, a `UISwitch` trailing (green when on, or the tint colour), across the offered width.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(label: configuration.label, isOn: configuration.isOn)
    }
}

/// The default toggle style: a switch on iOS.
/// See [DefaultToggleStyle](https://developer.apple.com/documentation/swiftui/defaulttogglestyle).
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}

    /// The switch style's drawing.
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    /// See [switch](https://developer.apple.com/documentation/swiftui/togglestyle/switch).
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    /// See [automatic](https://developer.apple.com/documentation/swiftui/togglestyle/automatic).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A switch row: label, flexible space, switch.
struct SwitchRow: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack {
            label.controlLabel(isEnabled: isEnabled)
            Spacer(minLength: 8)
            UIKitControl { environment in
                let control = UISwitch()
                control.isOn = isOn
                control.onTintColor = environment.explicitTintColor
                control.isEnabled = environment.isEnabled
                return control
            }
        }
    }
}

/// A toggle style erased for the environment.
struct AnyToggleStyle: Sendable {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
    /// The style toggles in this environment are drawn with.
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle { AnyView(SwitchToggleStyle().makeBody(configuration: $0)) } }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    /// See [toggleStyle(_:)](https://developer.apple.com/documentation/swiftui/view/togglestyle(_:)).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
