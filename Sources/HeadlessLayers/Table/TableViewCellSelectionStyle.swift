/// How a selected or highlighted cell looks, as `UITableViewCell.SelectionStyle`.
public enum TableViewCellSelectionStyle: Hashable, Sendable {
    /// Not marked when selected.
    case none
    /// The system grey selection background: the default.
    case `default`
    /// The same grey as ``default`` (UIKit draws both alike since iOS 7).
    case blue
    /// The same grey as ``default``.
    case gray
}
