/// Whether a table view draws lines between its rows, as `UITableViewCell.SeparatorStyle`.
public enum TableViewSeparatorStyle: Hashable, Sendable {
    /// No separators.
    case none
    /// A hairline (one pixel) between rows: the default.
    case singleLine
}
