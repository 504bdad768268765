/// A protocol that describes the behavior and appearance of a list: the
/// table view styles of iOS.
/// See [ListStyle](https://developer.apple.com/documentation/swiftui/liststyle).
public protocol ListStyle: Sendable {}

/// The list style that describes a platform's default behavior and appearance for a list: inset grouped on iOS.
public struct DefaultListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset list: drawn inset grouped.
public struct InsetListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a sidebar list: drawn inset grouped.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

extension EnvironmentValues {
    /// The table style lists in this environment are drawn in.
    var listStyle: UITableView.Style {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

private enum ListStyleKey: EnvironmentKey { static var defaultValue: UITableView.Style { .insetGrouped } }

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let table: UITableView.Style = style is PlainListStyle ? .plain : style is GroupedListStyle ? .grouped : .insetGrouped
        return environment(\.listStyle, table)
    }

    /// Sets the display mode for the separator associated with this specific row (kept; rows show the table's separators).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { modifier(EmptyModifier()) }

    /// Places a custom background view behind a list row item (kept; rows show the style's background).
    public func listRowBackground<V: View>(_ view: V?) -> some View { modifier(EmptyModifier()) }

    /// Sets whether to hide the section headers' text case transformation (kept).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { modifier(EmptyModifier()) }
}

/// The visibility of a UI element, chosen automatically based on the platform, current context, and other factors.
/// See [Visibility](https://developer.apple.com/documentation/swiftui/visibility).
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

/// A vertical edge.
/// See [VerticalEdge](https://developer.apple.com/documentation/swiftui/verticaledge).
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
