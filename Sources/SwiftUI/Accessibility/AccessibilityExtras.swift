/// Accessibility API that assistive technologies read but a snapshot's
/// accessibility tree (labels, values, hints, traits and frames) does not
/// show: custom actions, rotors, custom content, headings, input labels,
/// zoom actions and activation points. View code using them compiles and
/// draws as it does on iOS.
extension View {
    /// Adds an accessibility action labeled by the contents of `nameKey`.
    ///
    /// - Parameters:
    ///   - nameKey: The name of the action.
    ///   - handler: What the action does.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an accessibility action labeled `name`.
    ///
    /// - Parameters:
    ///   - name: The name of the action.
    ///   - handler: What the action does.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Adds multiple accessibility actions to the view, written as buttons.
    ///
    /// - Parameter content: The actions, as views (usually buttons).
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { modifier(EmptyModifier()) }

    /// Sets alternate input labels with which users identify a view.
    ///
    /// - Parameter inputLabelKeys: The labels.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Sets alternate input labels with which users identify a view.
    ///
    /// - Parameter inputLabels: The labels.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityInputLabels(inputLabels.map { Text($0) })
    }

    /// The activation point for an element is the location assistive technologies use to initiate gestures.
    ///
    /// - Parameter activationPoint: The point, as a unit point of the view.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { modifier(EmptyModifier()) }

    /// The activation point for an element is the location assistive technologies use to initiate gestures.
    ///
    /// - Parameter activationPoint: The point, in the view's coordinates.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { modifier(EmptyModifier()) }

    /// Adds an accessibility zoom action to the view.
    ///
    /// - Parameter handler: What zooming in or out does.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// Set the level of this heading.
    ///
    /// - Parameter level: The heading level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { modifier(EmptyModifier()) }

    /// Replaces the existing accessibility element's children with one or more new synthetic accessibility elements.
    ///
    /// - Parameter representation: The views assistive technologies read instead.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { modifier(EmptyModifier()) }

    /// Adds a textual description of the value that the view contains, as custom content.
    ///
    /// - Parameters:
    ///   - key: The key of the content.
    ///   - value: The content.
    ///   - importance: Whether the content is read by default.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> some View { modifier(EmptyModifier()) }

    /// Adds custom content to the view's accessibility element.
    ///
    /// - Parameters:
    ///   - key: The key of the content.
    ///   - valueKey: The content.
    ///   - importance: Whether the content is read by default.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> some View { accessibilityCustomContent(key, Text(valueKey), importance: importance) }

    /// Adds custom content to the view's accessibility element.
    ///
    /// - Parameters:
    ///   - key: The key of the content.
    ///   - value: The content.
    ///   - importance: Whether the content is read by default.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View { accessibilityCustomContent(key, Text(value), importance: importance) }

    /// Adds custom content to the view's accessibility element.
    ///
    /// - Parameters:
    ///   - label: The label of the content.
    ///   - value: The content.
    ///   - importance: Whether the content is read by default.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label), value, importance: importance)
    }

    /// Adds custom content to the view's accessibility element.
    ///
    /// - Parameters:
    ///   - labelKey: The label of the content.
    ///   - value: The content.
    ///   - importance: Whether the content is read by default.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View { accessibilityCustomContent(Text(labelKey), value, importance: importance) }

    /// Adds custom content to the view's accessibility element.
    ///
    /// - Parameters:
    ///   - labelKey: The label of the content.
    ///   - valueKey: The content.
    ///   - importance: Whether the content is read by default.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> some View { accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance) }

    /// Adds custom content to the view's accessibility element.
    ///
    /// - Parameters:
    ///   - labelKey: The label of the content.
    ///   - value: The content.
    ///   - importance: Whether the content is read by default.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View { accessibilityCustomContent(Text(labelKey), Text(value), importance: importance) }
}

/// Position and direction information of a zoom gesture that someone performs with an assistive technology.
/// See [AccessibilityZoomGestureAction](https://developer.apple.com/documentation/swiftui/accessibilityzoomgestureaction).
public struct AccessibilityZoomGestureAction: Sendable {
    /// A direction that matches the movement of a zoom gesture.
    public enum Direction: Hashable, Sendable {
        case zoomIn, zoomOut
    }
    /// The zoom gesture's direction.
    public let direction: Direction
    /// The zoom gesture's activation point, normalized to the accessibility element's frame.
    public let location: UnitPoint
    /// The zoom gesture's activation point within the window's coordinate space.
    public let point: CGPoint
}

/// The hierarchy of a heading in relation to other headings.
/// See [AccessibilityHeadingLevel](https://developer.apple.com/documentation/swiftui/accessibilityheadinglevel).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// Key used to specify the identifier and label associated with an entry of additional accessibility information.
/// See [AccessibilityCustomContentKey](https://developer.apple.com/documentation/swiftui/accessibilitycustomcontentkey).
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: Text
    let id: String

    /// Create an accessibility custom content key with a label and an identifier.
    ///
    /// - Parameters:
    ///   - label: The label of the content.
    ///   - id: The identifier of the content: the label's characters when nil.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// Create an accessibility custom content key with a label, identified by it.
    ///
    /// - Parameter label: The label of the content.
    public init(_ label: Text) { self.init(label, id: label.plainString) }

    /// Create an accessibility custom content key with a localized label.
    ///
    /// - Parameters:
    ///   - labelKey: The label of the content.
    ///   - id: The identifier of the content.
    public init(_ labelKey: LocalizedStringKey, id: String) { self.init(Text(labelKey), id: id) }

    /// Create an accessibility custom content key with a localized label, identified by it.
    ///
    /// - Parameter labelKey: The label of the content.
    public init(_ labelKey: LocalizedStringKey) { self.init(Text(labelKey)) }
}

/// Custom accessibility content (from Apple's Accessibility framework): its importance.
/// See [AXCustomContent](https://developer.apple.com/documentation/accessibility/axcustomcontent).
public enum AXCustomContent {
    /// Whether assistive technologies read the content by default.
    public enum Importance: UInt, Sendable {
        /// Read on request.
        case `default`
        /// Read along with the element.
        case high
    }
}
