/// What a table asks besides its data: heights, views above and below
/// sections, and what it tells of display and selection. Every method has
/// a default (UIKit's are optional): the table's own heights, no views, nothing done.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableviewdelegate)
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`; the table's `rowHeight` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the row's height; the table's `estimatedRowHeight` by default. A snapshot measures every row.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header; the table's `sectionHeaderHeight` by default.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer; the table's `sectionFooterHeight` by default.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view above `section` in place of its title; none by default.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view below `section` in place of its footer title; none by default.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Called once per load for each cell, after it has its frame.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The indentation of the row's content; 0 by default (kept for code that answers it).
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Whether the row highlights when touched; true by default.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row to select instead of `indexPath` (nil for none); `indexPath` by default.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected (by `selectRow(at:animated:scrollPosition:)` calls no delegate method, as UIKit's).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row was deselected by the user.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The row's detail button was tapped; snapshots tap none.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The editing style of the row; `.delete` by default.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
}

extension UITableViewDelegate {
    /// The table's row height.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's estimate.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's header height.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's footer height.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// No view: the title's.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No view: the footer title's.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// No indentation.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Rows highlight.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row asked for.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Deletion.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
}
