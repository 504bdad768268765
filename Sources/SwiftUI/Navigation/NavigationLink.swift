/// A view that controls a navigation presentation: a snapshot shows where it
/// is, not where it leads. In a list, its row shows a disclosure chevron, as
/// on iOS; elsewhere its label is drawn in the tint colour, like a button.
/// See [NavigationLink](https://developer.apple.com/documentation/swiftui/navigationlink).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// Creates a navigation link that presents the destination view (deprecated spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        guard context.environment.isInList else {
            return context.resolve(label.foregroundStyle(TintShapeStyle()))
        }
        return context.resolve(label).map { DisclosureRowNode(content: $0) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }

    /// Creates a navigation link that presents a destination view, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }

    /// Creates a navigation link that presents a destination view, with a text label (deprecated spelling).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
}

/// A list row that leads somewhere: its cell shows a disclosure chevron.
@MainActor
final class DisclosureRowNode: WrapperNode {}
