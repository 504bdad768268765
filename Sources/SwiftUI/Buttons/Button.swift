/// A control that initiates an action: its label drawn by the button style
/// of its environment (the tint-coloured label of iOS's automatic style by default).
/// Snapshots do not tap, so the action is kept and not run.
/// See [Button](https://developer.apple.com/documentation/swiftui/button).
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void
    @Environment(\.buttonStyle) private var style

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public var body: some View {
        let drawn = style.makeBody(ButtonStyleConfiguration(label: .init(AnyView(label)), isPressed: false, role: role))
        if role == .destructive { drawn.tint(Color.red) } else { drawn }
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }

    /// Creates a button with a specified role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// Creates a button with a label of a title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a label of a title and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// A value that describes the purpose of a button.
/// See [ButtonRole](https://developer.apple.com/documentation/swiftui/buttonrole).
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A role that indicates a destructive button: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
