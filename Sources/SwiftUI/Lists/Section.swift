/// A container view that you can use to add hierarchy within certain views:
/// in a `List` or `Form`, a table section with its header and footer;
/// elsewhere, its header, content and footer one above the other.
/// See [Section](https://developer.apple.com/documentation/swiftui/section).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with the provided section content (deprecated spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let header = context.child("header").resolve(self.header)
        let footer = context.child("footer").resolve(self.footer)
        let rows = context.child("content").resolve(content)
        guard context.environment.isInList else {
            return [LayoutNode(layout: VStackLayout(), children: header + rows + footer)]
        }
        return [
            SectionNode(header: header.first, footer: footer.first, rows: rows, headerProminence: context.environment.headerProminence)
        ]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content (deprecated spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.init(header: header, footer: EmptyView(), content: content) }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with the provided section content (deprecated spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) { self.init(header: EmptyView(), footer: footer, content: content) }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with the provided section content, with a header from a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// Creates a section with the provided section content, with a header from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

/// A section of a list: its rows, with the header and footer when it has them.
@MainActor
final class SectionNode: Node {
    let header: Node?
    let footer: Node?
    let rows: [Node]
    let headerProminence: Prominence

    init(header: Node?, footer: Node?, rows: [Node], headerProminence: Prominence = .standard) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.headerProminence = headerProminence
    }

    /// The header drawn for increased prominence: the title in bold third-level
    /// title type and the label colour, not capitalized, as iOS draws a
    /// prominent inset-grouped header; `nil` for a standard header.
    func prominentHeader() -> UIView? {
        guard headerProminence == .increased, let title = Self.title(of: header) else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        view.textLabel?.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .bold)
        view.textLabel?.textColor = .label
        return view
    }

    /// The text of a header or footer that is a plain text: drawn by the table as UIKit draws a section title.
    static func title(of node: Node?) -> String? { (node as? TextNode)?.plainText }
}

extension EnvironmentValues {
    /// Whether views are the rows of a list: a section there is a table section.
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}

private enum IsInListKey: EnvironmentKey { static var defaultValue: Bool { false } }

/// The visual prominence of a view.
/// See [Prominence](https://developer.apple.com/documentation/swiftui/prominence).
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}

extension EnvironmentValues {
    /// The prominence to apply to section headers within a view.
    /// See [headerProminence](https://developer.apple.com/documentation/swiftui/environmentvalues/headerprominence).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

private enum HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }

extension View {
    /// Sets the header prominence for this view: a list draws an increased
    /// one in bold, larger type.
    /// See [headerProminence(_:)](https://developer.apple.com/documentation/swiftui/view/headerprominence(_:)).
    ///
    /// - Parameter prominence: The prominence of section headers.
    public func headerProminence(_ prominence: Prominence) -> some View { environment(\.headerProminence, prominence) }
}
