/// A representation of an alert presentation (deprecated on iOS 15 for the
/// `alert(_:isPresented:actions:)` modifiers). Kept with its buttons; a
/// snapshot shows the presenting screen, so it is not drawn.
/// See [Alert](https://developer.apple.com/documentation/swiftui/alert).
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - dismissButton: The button that dismisses the alert; an OK button when nil.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert.
    /// See [Alert.Button](https://developer.apple.com/documentation/swiftui/alert/button).
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        ///
        /// - Parameters:
        ///   - label: The title of the button.
        ///   - action: The action of the button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }

        /// A button that indicates cancellation, titled Cancel.
        ///
        /// - Parameter action: The action of the button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }

        /// A button that indicates cancellation.
        ///
        /// - Parameters:
        ///   - label: The title of the button.
        ///   - action: The action of the button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }

        /// A button that indicates a destructive action.
        ///
        /// - Parameters:
        ///   - label: The title of the button.
        ///   - action: The action of the button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

extension View {
    /// Presents an alert when a given condition is true (deprecated on iOS 15; not drawn).
    /// See [alert(isPresented:content:)](https://developer.apple.com/documentation/swiftui/view/alert(ispresented:content:)).
    ///
    /// - Parameters:
    ///   - isPresented: A binding to whether the alert shows.
    ///   - content: A closure returning the alert.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { modifier(EmptyModifier()) }

    /// Presents an alert for an item (deprecated on iOS 15; not drawn).
    /// See [alert(item:content:)](https://developer.apple.com/documentation/swiftui/view/alert(item:content:)).
    ///
    /// - Parameters:
    ///   - item: A binding to the item the alert is for, shown while it is not nil.
    ///   - content: A closure returning the alert for the item.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { modifier(EmptyModifier()) }
}
