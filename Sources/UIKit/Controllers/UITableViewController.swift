/// A view controller whose view is a table, and which is its table's data
/// source and delegate. Subclasses override the data source and delegate
/// methods they answer (`override func tableView(_:numberOfRowsInSection:)`);
/// the defaults show no rows.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableviewcontroller)
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style the table is made with.
    private let tableStyle: UITableView.Style

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table; there are no nib files here, so both arguments are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// There are no archives to decode view controllers from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The table, which is the view (loaded on first use).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the selection is cleared when the view appears; kept for code that sets it.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a table of the controller's style the size of the screen, with this controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // MARK: Data source

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A default cell (never asked for while there are no rows).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Nothing.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate

    /// The table's row height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's estimate.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's header height.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's footer height.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// No view: the title's.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No view: the footer title's.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// No indentation.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Rows highlight.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row asked for.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Deletion.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }

    // MARK: Scroll view delegate

    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
