/// A type that applies standard interaction behavior and a custom appearance
/// to all buttons within a view hierarchy.
/// See [ButtonStyle](https://developer.apple.com/documentation/swiftui/buttonstyle).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A type that applies standard interaction behavior and a custom appearance
/// to all buttons within a view hierarchy: the system's styles.
/// See [PrimitiveButtonStyle](https://developer.apple.com/documentation/swiftui/primitivebuttonstyle).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button.
/// See [ButtonStyleConfiguration](https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration).
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: Never { primitiveBody() }
        func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
    }
    /// A view that describes the effect of pressing the button.
    public let label: Label
    /// A Boolean that indicates whether the user is currently pressing the button: never, in a snapshot.
    public let isPressed: Bool
    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
}

/// A button style erased for the environment.
struct AnyButtonStyle: Sendable {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
    /// The style buttons in this environment are drawn with.
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle { AnyView(BorderlessButtonStyle().makeBody(configuration: $0)) } }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) })
    }

    /// Sets the style for buttons within this view to one of the system's.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
