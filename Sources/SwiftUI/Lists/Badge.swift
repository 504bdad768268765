/// A badge: in a list row, its text trailing the row in the secondary
/// colour; on a tab's content, the tab bar item's badge (UIKit's red
/// capsule); elsewhere nothing, as on iOS.
struct BadgeModifier: ViewModifier, PrimitiveModifier {
    let badge: Text?
    func body(content: Content) -> Never { fatalError("primitive") }

    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        guard let badge else { return context.resolve(content) }
        if context.environment.isInList { return context.resolve(BadgedRow(content: AnyView(content), badge: badge)) }
        return context.resolve(content).map { node in
            let tab = node as? TaggedNode ?? TaggedNode(content: node)
            tab.badge = badge.plainString
            return tab
        }
    }
}

/// A list row with its badge trailing.
private struct BadgedRow: View {
    let content: AnyView
    let badge: Text

    var body: some View {
        HStack {
            content
            Spacer(minLength: 8)
            badge.foregroundStyle(.secondary)
        }
    }
}

extension View {
    /// Generates a badge for the view from an integer value: none for zero.
    /// See [badge(_:)](https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43).
    ///
    /// - Parameter count: The value to show.
    public func badge(_ count: Int) -> some View { modifier(BadgeModifier(badge: count == 0 ? nil : Text(verbatim: "\(count)"))) }

    /// Generates a badge for the view from a text view: none for nil.
    ///
    /// - Parameter label: The badge's text.
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(badge: label)) }

    /// Generates a badge for the view from a localized string key: none for nil.
    ///
    /// - Parameter key: The key of the badge's text.
    public func badge(_ key: LocalizedStringKey?) -> some View { modifier(BadgeModifier(badge: key.map { Text($0) })) }

    /// Generates a badge for the view from a string: none for nil.
    ///
    /// - Parameter label: The badge's text.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(BadgeModifier(badge: label.map { Text($0) })) }
}
