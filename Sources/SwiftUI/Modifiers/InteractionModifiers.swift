/// Modifiers about touches, gestures and input: a snapshot neither touches
/// nor types, so they change nothing that is drawn, and are kept so that view
/// code using them compiles and draws as it does on iOS.
extension View {
    /// Configures whether this view participates in hit test operations.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(EmptyModifier()) }

    /// Defines the content shape for hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modifier(EmptyModifier()) }

    /// Adds an action to perform when the user submits a value to this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { modifier(EmptyModifier()) }

    /// Adds an accessibility action to the view (actions are not read).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// Adds an accessibility action with a name to the view (actions are not read).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { modifier(EmptyModifier()) }

    /// Sets alternate input labels with which users identify a view (not read aloud).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { modifier(EmptyModifier()) }

    /// Adds a label to the view that describes its contents (the deprecated spelling of `accessibilityLabel(_:)`).
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// Adds a textual description of the value that the view contains (deprecated spelling).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// Communicates to the user what happens after performing the view's action (deprecated spelling).
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Adds padding to the specified edges of this view using an amount that's appropriate for the current scene: the default padding here.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

    /// Adds a specified kind of padding to the specified edges of this view
    /// using an amount that's appropriate for the current scene: the default padding here.
    ///
    /// - Parameters:
    ///   - padding: The kind of padding to add.
    ///   - edges: The set of edges along which to pad this view.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
}

/// The padding used to space a view from its containing scene.
/// See [ScenePadding](https://developer.apple.com/documentation/swiftui/scenepadding).
public struct ScenePadding: Equatable, Sendable {
    /// The minimum scene padding value.
    public static let minimum = ScenePadding()
}

/// A type of action a submit triggers.
/// See [SubmitTriggers](https://developer.apple.com/documentation/swiftui/submittriggers).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Defines triggers originating from text input controls.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The structure that defines the kinds of available accessibility actions.
/// See [AccessibilityActionKind](https://developer.apple.com/documentation/swiftui/accessibilityactionkind).
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The value that represents a magic tap accessibility action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}
