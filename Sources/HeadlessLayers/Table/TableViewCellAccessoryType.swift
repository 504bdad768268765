/// The standard mark at a cell's trailing side, as `UITableViewCell.AccessoryType`.
public enum TableViewCellAccessoryType: Hashable, Sendable {
    /// No mark: the default.
    case none
    /// A grey chevron: the row opens more detail (read as a button).
    case disclosureIndicator
    /// A circled "i" in the tint colour, then a chevron.
    case detailDisclosureButton
    /// A checkmark in the tint colour: the row is chosen (read as selected).
    case checkmark
    /// A circled "i" in the tint colour.
    case detailButton
}
