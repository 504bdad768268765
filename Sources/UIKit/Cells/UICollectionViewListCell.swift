internal import HeadlessLayers

/// A collection view cell for lists: a list content configuration by
/// default, and accessories at its trailing edge (drawn in the list
/// content view as a table cell draws its accessory).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell)
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories; the first of a disclosure indicator, checkmark or detail
    /// button is drawn (the others are kept for code that sets them).
    open var accessories: [UICellAccessory] = [] {
        didSet { configurationDidChange() }
    }

    /// How far the content is indented; kept for code that sets it.
    open var indentationLevel = 0

    /// A cell list configuration with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    override func configurationDidChange() {
        guard let list = configured.view as? UIListContentView else { return }
        list.accessoryType = accessories.lazy.compactMap(\.standardType).first ?? .none
    }
}

/// A view or mark at a list cell's edge.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicellaccessory)
public struct UICellAccessory: Sendable {
    /// The kinds of accessory.
    enum Kind: Sendable {
        case disclosureIndicator, checkmark, detail, delete, reorder, outlineDisclosure, label(String), other
    }

    /// The kind.
    let kind: Kind

    /// When an accessory is shown.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// While editing.
        case whenEditing
        /// While not editing.
        case whenNotEditing
    }

    /// A chevron.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator) }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .checkmark) }
    /// An information button.
    public static func detail(displayed: DisplayedState = .whenNotEditing) -> UICellAccessory { UICellAccessory(kind: .detail) }
    /// A delete control (shown while editing; not drawn in a snapshot).
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: .delete) }
    /// A reorder control (shown while editing; not drawn in a snapshot).
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: .reorder) }
    /// An outline disclosure control (not drawn in a snapshot).
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure)
    }
    /// A text label (not drawn in a snapshot).
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .label(text)) }

    /// The table cell accessory this one draws as, if any.
    var standardType: UITableViewCell.AccessoryType? {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detail: .detailButton
        default: nil
        }
    }
}
