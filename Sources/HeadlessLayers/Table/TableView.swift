import HeadlessGeometry

/// Rows of cells in sections, as `UITableView`: a ``ScrollView`` whose
/// content is its data source's sections, each with an optional title above
/// and below, in one of three ``TableViewStyle``s.
///
/// ```swift
/// let table = TableView(frame: Rect(x: 0, y: 0, width: 393, height: 600), style: .insetGrouped)
/// table.dataSource = settings          // kept weakly, as in UIKit
/// table.layoutIfNeeded()
/// table.frame = Rect(x: 0, y: 0, width: 393, height: table.contentSize.height)   // snapshot the whole table
/// ```
///
/// Every row has its cell, made when the data is loaded and laid out
/// whether or not it is inside the bounds (UIKit makes only the visible
/// ones): a table sized to its ``ScrollView/contentSize`` shows all its rows
/// in a snapshot, and ``cellForRow(at:)`` finds the cell of any row. Keep
/// tables to their ``maximumRowCount``.
///
/// Rows are ``rowHeight`` tall, or, by default (``automaticDimension``), as
/// tall as each cell's ``TableViewCell/sizeThatFits(_:)`` (its standard
/// labels or its content view's constraints, at least 44 points). Headers
/// and footers are as tall as their titles, or ``sectionHeaderHeight`` and
/// ``sectionFooterHeight`` when set.
///
/// The data is loaded at the first layout and by ``reloadData()``; what
/// the data source got wrong is listed in ``issues``, and never crashes.
/// A snapshot shows the table at rest: a plain table's section headers
/// scroll with their rows (UIKit pins the current one to the top while
/// scrolling), and below its last row it draws the separators of empty rows
/// to the bottom of its bounds (see ``fillerRowHeight``).
open class TableView: ScrollView {
    /// The row and section height that measures each row, header and footer: UIKit's default.
    nonisolated public static let automaticDimension = -1.0
    /// The most rows (and the most sections) a table shows; the data source's
    /// rows beyond it are left out, with an issue.
    nonisolated public static let maximumRowCount = 10_000

    /// How the sections are grouped, fixed when the table is made.
    public let style: TableViewStyle
    /// What the table shows, kept weakly as in UIKit; none shows no rows.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet {
            needsReload = true
            setNeedsLayout()
        }
    }
    /// What the table asks for heights and section views besides the data,
    /// kept weakly as in UIKit; none leaves every choice to the table.
    public weak var delegate: (any TableViewDelegate)? {
        didSet {
            needsReload = true
            setNeedsLayout()
        }
    }
    /// The height of every row, or ``automaticDimension`` (the default) for
    /// each cell's own. A height that is negative (other than that) or not a finite number is taken as automatic.
    public var rowHeight: Double = TableView.automaticDimension {
        didSet {
            rowHeight = TableView.validDimension(rowHeight)
            setNeedsLayout()
        }
    }
    /// The height of every section header, or ``automaticDimension`` (the default) for each title's own.
    public var sectionHeaderHeight: Double = TableView.automaticDimension {
        didSet {
            sectionHeaderHeight = TableView.validDimension(sectionHeaderHeight)
            setNeedsLayout()
        }
    }
    /// The height of every section footer, or ``automaticDimension`` (the default) for each title's own.
    public var sectionFooterHeight: Double = TableView.automaticDimension {
        didSet {
            sectionFooterHeight = TableView.validDimension(sectionFooterHeight)
            setNeedsLayout()
        }
    }
    /// The height of the empty rows whose separators a plain table draws
    /// below its last row to the bottom of its bounds, or ``automaticDimension``
    /// (the default) for ``rowHeight`` (44 points when that is automatic), as UIKit's.
    /// A table footer view (even an empty one) removes them, as in UIKit.
    public var fillerRowHeight: Double = TableView.automaticDimension {
        didSet {
            fillerRowHeight = TableView.validDimension(fillerRowHeight)
            setNeedsLayout()
        }
    }
    /// Whether lines are drawn between rows; a single line by default.
    public var separatorStyle: TableViewSeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour; `separator` by default, as UIKit's.
    public var separatorColor: DynamicColor = .separator { didSet { setNeedsLayout() } }
    /// The separators' leading (`left`) and trailing (`right`) insets for every
    /// row; nil (the default) starts each separator where its cell's text
    /// starts (after an image, else at the 16- or 20-point margin), as iOS 15
    /// and later do. A cell's own ``TableViewCell/separatorInset`` wins.
    public var separatorInset: EdgeInsets? { didSet { setNeedsLayout() } }
    /// A view above the first section, as wide as the table and as tall as its frame; none by default.
    public var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table and as tall as its frame; none by default.
    public var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// The problems the last load of the data found, oldest first.
    public internal(set) var issues: [TableViewIssue] = []

    /// The loaded sections.
    var sections: [LoadedSection] = []
    /// Whether the data must be loaded before the next layout.
    var needsReload = true
    /// Whether the delegate is still to be told of the loaded cells (after the next layout).
    var needsDisplayCalls = false
    /// The cell classes registered by reuse identifier.
    var registeredCells: [String: TableViewCell.Type] = [:]
    /// Cells of earlier loads, by reuse identifier, for ``dequeueReusableCell(withIdentifier:)``.
    var reusableCells: [String: [TableViewCell]] = [:]
    /// Whether the data source is being asked for the data now.
    var isLoadingData = false
    /// The number of rows in each section, known before the cells are asked for.
    var rowCounts: [Int] = []
    /// The view holding one view per separator, at the content's origin, above the cells.
    let separatorContainer = View()
    /// Where the last layout put the sections, in content coordinates.
    var geometry: [SectionGeometry] = []

    /// Creates a table of `style` with the given frame; it always bounces
    /// vertically, as UIKit's, so it takes the safe area above and below.
    public init(frame: Rect, style: TableViewStyle) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        try? addSubview(separatorContainer)
    }

    /// Creates a plain table with the given frame.
    public required convenience init(frame: Rect) { self.init(frame: frame, style: .plain) }

    /// Loads the data if needed, measures and places every section, sizes the
    /// content to them, then keeps the resting offset (see ``ScrollView``).
    open override func layoutSubviews() {
        layoutSections()
        super.layoutSubviews()
    }

    /// False: the rows give the content size, not the content guide's constraints.
    override var sizesContentByContentGuide: Bool { false }

    /// `value` when it is ``automaticDimension`` or a finite height of at least 0, else ``automaticDimension``.
    private static func validDimension(_ value: Double) -> Double {
        value.isFinite && value >= 0 ? value : automaticDimension
    }

    /// The table's own background colour, or its style's: `systemBackground`
    /// plain, `systemGroupedBackground` grouped.
    override func updateForTraits() {
        let styleColor: DynamicColor = style == .plain ? .systemBackground : .systemGroupedBackground
        layer.backgroundColor = (backgroundColor ?? styleColor).resolved(with: traitCollection)
    }

    /// Swaps the table header or footer view.
    private func replaceAccessoryView(_ old: View?, with new: View?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new, new.superview !== self { try? addSubview(new) }
        setNeedsLayout()
    }
}
