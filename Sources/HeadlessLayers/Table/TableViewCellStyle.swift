/// Which standard labels a cell has and where they go, as `UITableViewCell.CellStyle`.
public enum TableViewCellStyle: Hashable, Sendable {
    /// A text label (and an optional image) at the leading side; no detail label.
    case `default`
    /// The text label above a smaller detail label.
    case subtitle
    /// The text label at the leading side and the detail label, in grey, at the trailing side (Settings' rows).
    case value1
    /// A short text label in a trailing-aligned column, then the detail label (Contacts' rows).
    case value2
}
