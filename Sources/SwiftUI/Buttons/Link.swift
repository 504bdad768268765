/// A control for navigating to a URL: its label drawn in the tint colour, as on iOS.
/// See [Link](https://developer.apple.com/documentation/swiftui/link).
public struct Link<Label: View>: View {
    let label: Label
    let destination: URL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View { label.foregroundStyle(TintShapeStyle()).accessibilityAddTraits(.isLink) }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A control for presenting a menu of actions: its label drawn like a
/// button's (the menu opens on a tap, so it is not drawn).
/// See [Menu](https://developer.apple.com/documentation/swiftui/menu).
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View { Button(action: {}) { label } }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}

/// A button that toggles the edit mode environment value: "Edit" in the tint colour.
/// See [EditButton](https://developer.apple.com/documentation/swiftui/editbutton).
public struct EditButton: View {
    /// Creates an Edit button instance.
    public init() {}
    public var body: some View { Button("Edit") {} }
}
