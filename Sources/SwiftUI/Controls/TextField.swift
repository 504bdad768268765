/// A control that displays an editable text interface: a `UITextField`
/// taking the width it is offered, showing its text, or its prompt (or
/// title) as the placeholder while the text is empty; with no border in the
/// default style, a rounded border in `.roundedBorder`. A snapshot shows it
/// not editing. Snapshots do not type, so the binding is read and not written.
/// See [TextField](https://developer.apple.com/documentation/swiftui/textfield).
public struct TextField<Label: View>: View {
    let text: String
    let placeholder: String
    let label: Label

    init(text: String, placeholder: String, label: Label) {
        self.text = text
        self.placeholder = placeholder
        self.label = label
    }

    /// Creates a text field with a prompt and a custom label.
    /// See [init(text:prompt:label:)](https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt?.plainString ?? "", label: label())
    }

    /// The content and behavior of the view.
    public var body: some View { FieldControl(text: text, placeholder: placeholder, isSecure: false) }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    /// See [init(_:text:)](https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let title = Text(titleKey)
        self.init(text: text.wrappedValue, placeholder: title.plainString, label: title)
    }

    /// Creates a text field with a text label generated from a title string.
    /// See [init(_:text:)](https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: String(title), label: Text(title))
    }

    /// Creates a text field with a text label generated from a localized
    /// title string, and actions for editing (deprecated on iOS 15; a
    /// snapshot shows no editing, so they are not called).
    /// See [init(_:text:onEditingChanged:onCommit:)](https://developer.apple.com/documentation/swiftui/textfield/init(_:text:oneditingchanged:oncommit:)-588cl).
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title, which describes the purpose of the field.
    ///   - text: The text to display and edit.
    ///   - onEditingChanged: The action when editing begins or ends.
    ///   - onCommit: The action when the user submits, by pressing Return.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey, text: text)
    }

    /// Creates a text field with a text label generated from a title string,
    /// and actions for editing (deprecated on iOS 15; not called in a snapshot).
    /// See [init(_:text:onEditingChanged:onCommit:)](https://developer.apple.com/documentation/swiftui/textfield/init(_:text:oneditingchanged:oncommit:)-6lnin).
    ///
    /// - Parameters:
    ///   - title: The title, which describes the purpose of the field.
    ///   - text: The text to display and edit.
    ///   - onEditingChanged: The action when editing begins or ends.
    ///   - onCommit: The action when the user submits, by pressing Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text)
    }

    /// Creates a text field with a prompt generated from a `Text`.
    /// See [init(_:text:prompt:)](https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let title = Text(titleKey)
        self.init(text: text.wrappedValue, placeholder: prompt?.plainString ?? title.plainString, label: title)
    }

    /// Creates a text field with a prompt generated from a `Text`.
    /// See [init(_:text:prompt:)](https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt?.plainString ?? String(title), label: Text(title))
    }
}

/// A control into which people securely enter private text: a text field
/// whose text is drawn as bullets.
/// See [SecureField](https://developer.apple.com/documentation/swiftui/securefield).
public struct SecureField<Label: View>: View {
    let text: String
    let placeholder: String
    let label: Label

    init(text: String, placeholder: String, label: Label) {
        self.text = text
        self.placeholder = placeholder
        self.label = label
    }

    /// Creates a secure field with a prompt and a custom label.
    /// See [init(text:prompt:label:)](https://developer.apple.com/documentation/swiftui/securefield/init(text:prompt:label:)).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt?.plainString ?? "", label: label())
    }

    /// The content and behavior of the view.
    public var body: some View { FieldControl(text: text, placeholder: placeholder, isSecure: true) }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a localized title string.
    /// See [init(_:text:)](https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        let title = Text(titleKey)
        self.init(text: text.wrappedValue, placeholder: title.plainString, label: title)
    }

    /// Creates a secure field with a prompt generated from a title string.
    /// See [init(_:text:)](https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: String(title), label: Text(title))
    }

    /// Creates a secure field with a prompt generated from a `Text`.
    /// See [init(_:text:prompt:)](https://developer.apple.com/documentation/swiftui/securefield/init(_:text:prompt:)).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let title = Text(titleKey)
        self.init(text: text.wrappedValue, placeholder: prompt?.plainString ?? title.plainString, label: title)
    }
}

/// The field itself: a `UITextField` in the environment's font, styled by `textFieldStyle`.
struct FieldControl: View {
    let text: String
    let placeholder: String
    let isSecure: Bool

    var body: some View {
        UIKitControl(flexibleWidth: true) { [text, placeholder, isSecure] environment in
            let field = UITextField()
            field.font = environment.controlFont
            field.text = text
            field.placeholder = placeholder
            field.isSecureTextEntry = isSecure
            field.borderStyle = environment.textFieldStyleKind == .roundedBorder ? .roundedRect : .none
            field.textColor = ForegroundStyle().paint(in: environment).color ?? .label
            field.isEnabled = environment.isEnabled
            return field
        }
    }
}

/// A specification for the appearance and interaction of a text field.
/// See [TextFieldStyle](https://developer.apple.com/documentation/swiftui/textfieldstyle).
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// The default text field style: plain on iOS.
/// See [DefaultTextFieldStyle](https://developer.apple.com/documentation/swiftui/defaulttextfieldstyle).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates a default text field style.
    public init() {}
}

/// A text field style with no decoration.
/// See [PlainTextFieldStyle](https://developer.apple.com/documentation/swiftui/plaintextfieldstyle).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
}

/// A text field style with a system-defined rounded border.
/// See [RoundedBorderTextFieldStyle](https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    /// See [automatic](https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    /// See [plain](https://developer.apple.com/documentation/swiftui/textfieldstyle/plain).
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    /// See [roundedBorder](https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder).
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// How text fields are drawn.
enum TextFieldStyleKind: Sendable {
    case plain, roundedBorder
}

extension EnvironmentValues {
    /// How text fields in this environment are drawn.
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKindKey.self] }
        set { self[TextFieldStyleKindKey.self] = newValue }
    }
}

private enum TextFieldStyleKindKey: EnvironmentKey {
    static var defaultValue: TextFieldStyleKind { .plain }
}

extension View {
    /// Sets the style for text fields within this view.
    /// See [textFieldStyle(_:)](https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:)).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain)
    }
}
