/// How a table view groups its sections, as `UITableView.Style`.
public enum TableViewStyle: Hashable, Sendable {
    /// Rows edge to edge on `systemBackground`, sections divided by their headers.
    case plain
    /// Sections as full-width groups on `systemGroupedBackground`, with
    /// separators above and below each group.
    case grouped
    /// Sections as rounded cards inset from the table's edges, as the Settings app shows them.
    case insetGrouped
}
