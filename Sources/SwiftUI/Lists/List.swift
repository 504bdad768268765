/// A container that presents rows of data arranged in a single column: drawn
/// by the UIKit face's table view in the list style of its environment
/// (inset grouped, iOS's default), each row's SwiftUI content in a cell at
/// the cell's margins, at least 44 points tall. A snapshot shows it from the top.
/// See [List](https://developer.apple.com/documentation/swiftui/list).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }

    /// Creates a list with the given content that supports selecting a single row (no row is drawn selected at rest).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a list with the given content that supports selecting multiple rows (no row is drawn selected at rest).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let style = context.environment.listStyle
        let inner = context.updatingEnvironment {
            $0.isInList = true
            $0.stackAxis = nil
        }
        let nodes = inner.resolve(content)
        // A list scrolls under the home indicator, as on iOS: it ignores the bottom safe area as any view can.
        return [SafeAreaNode(content: ListNode(sections: Self.sections(of: nodes), style: style), edges: .bottom)]
    }

    /// The sections of a list: its `Section`s, with runs of rows outside one in sections of their own.
    @MainActor static func sections(of nodes: [Node]) -> [SectionNode] {
        var sections: [SectionNode] = []
        var loose: [Node] = []
        for node in nodes {
            if let section = node as? SectionNode {
                if !loose.isEmpty { sections.append(SectionNode(header: nil, footer: nil, rows: loose)) }
                loose = []
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { sections.append(SectionNode(header: nil, footer: nil, rows: loose)) }
        return sections
    }
}

extension List {
    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
}

/// A container for grouping controls used for data entry, such as in settings or inspectors: an inset grouped list.
/// See [Form](https://developer.apple.com/documentation/swiftui/form).
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { List { content }.listStyle(.insetGrouped) }
}

/// A list resolved: a table view of its sections.
@MainActor
final class ListNode: Node {
    let sections: [SectionNode]
    let style: UITableView.Style

    init(sections: [SectionNode], style: UITableView.Style) {
        self.sections = sections
        self.style = style
    }

    /// A list takes what it is offered; with nothing offered, the height of its rows at an iPhone's width.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 390
        guard let height = proposal.height else {
            let table = makeView(size: CGSize(width: width, height: 10_000), proposal: proposal) as! UITableView
            table.layoutIfNeeded()
            return CGSize(width: width, height: table.contentSize.height)
        }
        return CGSize(width: width, height: height)
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let table = HostedTableView(frame: CGRect(origin: .zero, size: size), style: style)
        table.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        table.source = ListTableSource(sections: sections)
        return table
    }
}

/// A table view that keeps its data source (a table holds its data source weakly).
final class HostedTableView: UITableView {
    var source: ListTableSource? {
        didSet {
            dataSource = source
            delegate = source
        }
    }
}

/// The rows, headers and footers of a list, for its table view.
@MainActor
final class ListTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let sections: [SectionNode]

    init(sections: [SectionNode]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = HostingCell(style: .default, reuseIdentifier: nil)
        let row = sections[indexPath.section].rows[indexPath.row]
        cell.row = row
        cell.selectionStyle = .none
        if row is DisclosureRowNode { cell.accessoryType = .disclosureIndicator }
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { SectionNode.title(of: sections[section].header) }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { sections[section].prominentHeader() }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { SectionNode.title(of: sections[section].footer) }
}

/// A cell showing a list row's SwiftUI content inside its layout margins.
final class HostingCell: UITableViewCell {
    var row: Node?
    private var shown: UIView?

    /// The row's content area in a cell `width` wide.
    private func contentWidth(for width: CGFloat) -> CGFloat { max(0, width - layoutMargins.left - layoutMargins.right) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let row else { return CGSize(width: size.width, height: 44) }
        let height = row.size(for: ProposedViewSize(width: contentWidth(for: size.width), height: nil)).height
        return CGSize(width: size.width, height: max(44, (height + layoutMargins.top + layoutMargins.bottom).rounded(.up)))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shown?.removeFromSuperview()
        guard let row else { return }
        let area = contentView.bounds.inset(by: layoutMargins)
        let proposal = ProposedViewSize(width: area.width, height: nil)
        let size = row.size(for: proposal)
        let view = row.makeView(size: size, proposal: proposal)
        view.shift(by: CGPoint(x: area.minX, y: (contentView.bounds.height - size.height) / 2))
        contentView.addSubview(view)
        shown = view
    }
}
