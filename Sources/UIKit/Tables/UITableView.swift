internal import Foundation
internal import HeadlessGeometry
internal import HeadlessLayers

/// Rows of cells in sections, from a data source, over the engine's table
/// (its measuring, separators, styles and accessibility).
///
/// Every row has its cell, inside the bounds or not (UIKit makes only the
/// visible ones): a table as tall as its `contentSize` shows every row in a
/// snapshot, and `cellForRow(at:)` finds the cell of any row. Changes to the
/// rows (`insertRows`, `performBatchUpdates` and the rest) reload the data:
/// a snapshot shows their end state. Header and footer views of a
/// registered class are made anew for each load rather than reused.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableview)
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The engine table.
    private var table: TableView { unsafeDowncast(backing, to: TableView.self) }
    /// The engine's data source and delegate, asking this table's.
    private lazy var adapter = TableViewAdapter(face: self)
    /// The style the next table is made with (see ``init(frame:style:)``).
    private static var pendingStyle = Style.plain
    /// The classes registered for cells and for header and footer views, by reuse identifier.
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The colours as set.
    private var setSeparatorColor: UIColor?

    override class func makeBacking() -> View { TableView(frame: .zero, style: pendingStyle.engine) }

    /// The height that measures each row, header or footer: UIKit's default for every height.
    public static let automaticDimension = CGFloat(TableView.automaticDimension)

    /// A table of `style` with the given frame.
    public init(frame: CGRect, style: Style) {
        UITableView.pendingStyle = style
        super.init(frame: frame)
        UITableView.pendingStyle = .plain
    }

    /// A plain table with the given frame.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// There are no archives to decode tables from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The style, fixed when the table is made.
    open var style: Style { Style(table.style) }

    /// What the table shows, kept weakly as in UIKit; none shows no rows.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { table.dataSource = dataSource == nil ? nil : adapter }
    }

    override func delegateDidChange() {
        table.delegate = delegate is any UITableViewDelegate ? adapter : nil
    }

    // MARK: Heights

    /// The height of every row, or ``automaticDimension`` (the default) for each cell's fitting height.
    open var rowHeight: CGFloat {
        get { CGFloat(table.rowHeight) }
        set { table.rowHeight = Double(newValue) }
    }

    /// An estimate of the rows' height; kept for code that sets it (a snapshot measures every row).
    open var estimatedRowHeight = UITableView.automaticDimension

    /// The height of every section header, or ``automaticDimension`` (the default).
    open var sectionHeaderHeight: CGFloat {
        get { CGFloat(table.sectionHeaderHeight) }
        set { table.sectionHeaderHeight = Double(newValue) }
    }

    /// The height of every section footer, or ``automaticDimension`` (the default).
    open var sectionFooterHeight: CGFloat {
        get { CGFloat(table.sectionFooterHeight) }
        set { table.sectionFooterHeight = Double(newValue) }
    }

    /// An estimate of the headers' height; kept for code that sets it.
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    /// An estimate of the footers' height; kept for code that sets it.
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    /// The height of the empty rows a plain table draws separators for below
    /// its last row, or ``automaticDimension`` (the default) for the row height.
    open var fillerRowHeight: CGFloat {
        get { CGFloat(table.fillerRowHeight) }
        set { table.fillerRowHeight = Double(newValue) }
    }

    /// The space above each section header of a plain table; kept for code that sets it.
    open var sectionHeaderTopPadding = UITableView.automaticDimension

    // MARK: Appearance

    /// Whether lines are drawn between rows; a single line by default.
    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get { table.separatorStyle == .none ? .none : .singleLine }
        set { table.separatorStyle = newValue == .none ? .none : .singleLine }
    }

    /// The separators' colour; `separator` by default.
    open var separatorColor: UIColor? {
        get { setSeparatorColor ?? UIColor(dynamic: table.separatorColor) }
        set {
            setSeparatorColor = newValue
            table.separatorColor = newValue?.dynamic ?? .separator
        }
    }

    /// The separators' leading and trailing insets; by default each starts where its cell's text starts.
    open var separatorInset: UIEdgeInsets {
        get { table.separatorInset.map(UIEdgeInsets.init) ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set { table.separatorInset = newValue.geometry }
    }

    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: UIView? {
        get { table.tableHeaderView.map(UIView.face(of:)) }
        set { table.tableHeaderView = newValue?.backing }
    }

    /// A view below the last section, as wide as the table and as tall as its frame.
    open var tableFooterView: UIView? {
        get { table.tableFooterView.map(UIView.face(of:)) }
        set { table.tableFooterView = newValue?.backing }
    }

    /// Whether rows can be selected; kept for code that sets it (selection is set by ``selectRow(at:animated:scrollPosition:)``).
    open var allowsSelection = true
    /// Whether several rows can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode; kept for code that sets it (no editing controls are drawn).
    open var isEditing = false
    /// Whether cells keep their content to a readable width; kept for code that sets it.
    open var cellLayoutMarginsFollowReadableWidth = false

    /// Sets ``isEditing``; there is no animation in a snapshot.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Cells

    /// Registers the class whose cells ``dequeueReusableCell(withIdentifier:for:)``
    /// makes for `identifier`; a class that is not a `UITableViewCell` (or nil) removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers the class whose views ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell of an earlier load with `identifier`, readied by its `prepareForReuse()`, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        table.dequeueReusableCell(withIdentifier: identifier).flatMap { UIView.face(of: $0) as? UITableViewCell }
    }

    /// A cell of an earlier load with `identifier`, or a new one of the class
    /// registered for it (made with `init(style: .default, reuseIdentifier:)`).
    /// Without a registered class, UIKit raises an exception; here a default
    /// cell is made and the problem written to standard error.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reused = dequeueReusableCell(withIdentifier: identifier) { return reused }
        if let cellClass = cellClasses[identifier] { return cellClass.init(registeredWithReuseIdentifier: identifier) }
        let cell = table.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let issue = table.issues.last { report(issue) }
        return UIView.face(of: cell) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A new header or footer view of the class registered for `identifier`, or nil when none is.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterClasses[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
    }

    // MARK: Data

    /// Asks the data source again for everything, now.
    open func reloadData() { table.reloadData() }

    /// Reloads the data: a snapshot shows the rows' end state.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads the data: a snapshot shows the sections' end state.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads the data, which has the new rows.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads the data, which no longer has the rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads the data, which has the new sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads the data, which no longer has the sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Reloads the data, which has the row at its new place.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Starts a group of row changes; the changes reload the data.
    open func beginUpdates() {}
    /// Ends a group of row changes and reloads the data.
    open func endUpdates() { reloadData() }

    /// Runs `updates`, reloads the data and calls `completion` with true; there is no animation in a snapshot.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    // MARK: Queries

    /// The number of sections.
    open var numberOfSections: Int { table.numberOfSections }
    /// The number of rows in `section`; 0 out of range.
    open func numberOfRows(inSection section: Int) -> Int { table.numberOfRows(inSection: section) }

    /// The cell of the row at `indexPath`, or nil when there is no such row.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        table.cellForRow(at: indexPath).flatMap { UIView.face(of: $0) as? UITableViewCell }
    }

    /// The index path of `cell`, or nil when it is not one of the table's rows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { table.indexPath(for: cell.tableCell) }

    /// The index path of the row at `point` (in the table's coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let point = Point(point)
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let path = IndexPath(row: row, section: section)
                if table.rectForRow(at: path).contains(point) { return path }
            }
        }
        return nil
    }

    /// The cells whose rows are at least partly inside the bounds.
    open var visibleCells: [UITableViewCell] { table.visibleCells.compactMap { UIView.face(of: $0) as? UITableViewCell } }

    /// The index paths of the rows at least partly inside the bounds.
    open var indexPathsForVisibleRows: [IndexPath]? { table.visibleCells.compactMap(table.indexPath(for:)) }

    /// The frame of the row at `indexPath` in the table's coordinates, or `.zero`.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { CGRect(table.rectForRow(at: indexPath)) }
    /// The frame of `section` in the table's coordinates, or `.zero`.
    open func rect(forSection section: Int) -> CGRect { CGRect(table.rect(forSection: section)) }
    /// The frame of `section`'s header, or `.zero`.
    open func rectForHeader(inSection section: Int) -> CGRect { CGRect(table.rectForHeader(inSection: section)) }
    /// The frame of `section`'s footer, or `.zero`.
    open func rectForFooter(inSection section: Int) -> CGRect { CGRect(table.rectForFooter(inSection: section)) }

    /// The header view of `section` when it is a `UITableViewHeaderFooterView`, as UIKit's; else nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        table.headerView(forSection: section).flatMap { UIView.face(of: $0) as? UITableViewHeaderFooterView }
    }

    /// The footer view of `section` when it is a `UITableViewHeaderFooterView`, as UIKit's; else nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        table.footerView(forSection: section).flatMap { UIView.face(of: $0) as? UITableViewHeaderFooterView }
    }

    // MARK: Selection and scrolling

    /// The selected row with the lowest index path, or nil.
    open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

    /// The selected rows in order, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        let selected = (0..<table.numberOfSections).flatMap { section in
            (0..<table.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }.filter { table.cellForRow(at: $0)?.isSelected == true }
        return selected.isEmpty ? nil : selected
    }

    /// Selects the row (deselecting the others unless ``allowsMultipleSelection``)
    /// and scrolls it to `scrollPosition`; nil deselects every row. No delegate method is called, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if indexPath == nil || !allowsMultipleSelection {
            for selected in indexPathsForSelectedRows ?? [] { table.cellForRow(at: selected)?.isSelected = false }
        }
        guard let indexPath, let cell = table.cellForRow(at: indexPath) else { return }
        cell.isSelected = true
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; there is no animation in a snapshot.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { table.cellForRow(at: indexPath)?.isSelected = false }

    /// Scrolls so that the row is at `scrollPosition` (`.none` and `.top` put it at the top), within the content.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = table.rectForRow(at: indexPath), inset = table.adjustedContentInset
        guard row != .zero || table.cellForRow(at: indexPath) != nil else { return }
        let height = table.bounds.height, visible = height - inset.vertical
        let y: Double =
            switch scrollPosition {
            case .none, .top: row.minY - inset.top
            case .middle: row.midY - inset.top - visible / 2
            case .bottom: row.maxY - inset.top - visible
            }
        let maximum = max(-inset.top, table.contentSize.height + inset.bottom - height)
        setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(min(max(y, -inset.top), maximum))), animated: animated)
    }

    /// Writes a problem with the data source's answers to standard error, as UIKit logs it.
    private func report(_ issue: TableViewIssue) {
        FileHandle.standardError.write(Data("UITableView: \(issue)\n".utf8))
    }

    // MARK: Types

    /// The table styles.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, with titles above them.
        case plain
        /// Sections apart on a grouped background.
        case grouped
        /// Grouped sections inset from the edges with rounded corners.
        case insetGrouped

        /// The engine's style.
        var engine: TableViewStyle {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }

        /// The engine's style as UIKit's.
        init(_ style: TableViewStyle) {
            switch style {
            case .plain: self = .plain
            case .grouped: self = .grouped
            case .insetGrouped: self = .insetGrouped
            }
        }
    }

    /// How row changes are animated; a snapshot shows their end state.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide from the right.
        case right
        /// Slide from the left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep in the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// Where a row scrolled to ends up.
    public enum ScrollPosition: Int, Sendable {
        /// Wherever it is (here, the top).
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }
}
