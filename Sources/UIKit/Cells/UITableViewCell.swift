internal import HeadlessGeometry
internal import HeadlessLayers

/// A row of a table: a content view with the style's labels and image,
/// an accessory, and selection; laid out as UIKit's cells are.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableviewcell)
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The engine cell.
    private var cell: TableViewCell { unsafeDowncast(backing, to: TableViewCell.self) }

    /// The style and identifier the next cell is made with (see ``init(style:reuseIdentifier:)``).
    private static var pendingStyle: (style: CellStyle, reuseIdentifier: String?)?

    override class func makeBacking() -> View {
        let pending = pendingStyle ?? (.default, nil)
        pendingStyle = nil
        return TableViewCell(style: pending.style.engine, reuseIdentifier: pending.reuseIdentifier)
    }

    /// A cell of `style` found by `reuseIdentifier`; 320 × 44 points until a table sizes it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        UITableViewCell.pendingStyle = (style, reuseIdentifier)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// A default cell with the given frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// There are no archives to decode cells from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A cell of the default style for a table's `dequeueReusableCell(withIdentifier:for:)`,
    /// made through the subclass's `init(style:reuseIdentifier:)`. UIKit makes
    /// registered cells through the Objective-C runtime; Swift needs a required
    /// initializer to make one from its class. A subclass inherits it when it
    /// overrides `init(style:reuseIdentifier:)` (and `init?(coder:)`), or
    /// declares no initializer, as table cells do.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The engine cell, for the table that shows it.
    var tableCell: TableViewCell { cell }

    /// The content configuration set, and the view of one of your own.
    var configuration: (content: (any UIContentConfiguration)?, view: (any UIView & UIContentView)?) = (nil, nil)

    /// The style the cell was made with, or its list configuration's.
    var cellStyle: CellStyle { CellStyle(cell.style) }

    /// The identifier a table finds the cell by.
    open var reuseIdentifier: String? { cell.reuseIdentifier }

    /// The view custom content goes in.
    open var contentView: UIView { UIView.face(of: cell.contentView) }

    /// The style's main label (nil for a custom cell's content).
    open var textLabel: UILabel? { cell.textLabel.map { UIView.face(of: $0) as? UILabel } ?? nil }

    /// The style's second label; nil in the default style.
    open var detailTextLabel: UILabel? { cell.detailTextLabel.map { UIView.face(of: $0) as? UILabel } ?? nil }

    /// The image view before the labels.
    open var imageView: UIImageView? { cell.imageView.map { UIView.face(of: $0) as? UIImageView } ?? nil }

    /// The standard accessory at the trailing edge; none by default.
    open var accessoryType: AccessoryType {
        get { AccessoryType(cell.accessoryType) }
        set { cell.accessoryType = newValue.engine }
    }

    /// A view in place of the standard accessory.
    open var accessoryView: UIView? {
        get { cell.accessoryView.map(UIView.face(of:)) }
        set { cell.accessoryView = newValue?.backing }
    }

    /// How a selected cell is drawn; the default grey.
    open var selectionStyle: SelectionStyle {
        get { SelectionStyle(cell.selectionStyle) }
        set { cell.selectionStyle = newValue.engine }
    }

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { cell.isSelected }
        set { cell.isSelected = newValue }
    }

    /// Whether the cell is highlighted.
    open var isHighlighted: Bool {
        get { cell.isHighlighted }
        set { cell.isHighlighted = newValue }
    }

    /// Selects or deselects the cell; there is no animation in a snapshot.
    open func setSelected(_ selected: Bool, animated: Bool) { cell.setSelected(selected, animated: animated) }

    /// The inset of the separator below the cell; the table's when not set.
    open var separatorInset: UIEdgeInsets {
        get { UIEdgeInsets(cell.separatorInset ?? EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)) }
        set { cell.separatorInset = newValue.geometry }
    }

    /// The cell's fitting size at `targetSize`'s width: its standard content's
    /// height, or its content view's constraints' when larger, as a table measures it.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(cell.measuredSize(fitting: Size(width: Double(targetSize.width), height: 0)))
    }

    /// Resets the cell before a table shows it again: the table calls it on a
    /// cell of an earlier load before `dequeueReusableCell` returns it.
    open func prepareForReuse() { cell.prepareForReuse() }

    /// The cell styles.
    public enum CellStyle: Int, Sendable {
        /// A label and an optional image.
        case `default`
        /// A label with a detail label at the trailing edge.
        case value1
        /// A small label before a detail label.
        case value2
        /// A label with a smaller detail label below it.
        case subtitle

        /// The engine's style.
        var engine: TableViewCellStyle {
            switch self {
            case .default: .default
            case .value1: .value1
            case .value2: .value2
            case .subtitle: .subtitle
            }
        }

        /// The engine's style as UIKit's.
        init(_ style: TableViewCellStyle) {
            switch style {
            case .default: self = .default
            case .value1: self = .value1
            case .value2: self = .value2
            case .subtitle: self = .subtitle
            }
        }
    }

    /// The separator styles of a table.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A single line between rows.
        case singleLine
        /// An etched line (drawn as a single line, as iOS 7 and later draw it).
        case singleLineEtched
    }

    /// The editing controls of a row.
    public enum EditingStyle: Int, Sendable {
        /// None.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// The standard accessories.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An information button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An information button.
        case detailButton

        /// The accessories with the engine's for each.
        private static let table: [(AccessoryType, TableViewCellAccessoryType)] = [
            (.none, .none), (.disclosureIndicator, .disclosureIndicator), (.detailDisclosureButton, .detailDisclosureButton),
            (.checkmark, .checkmark), (.detailButton, .detailButton),
        ]

        /// The engine's accessory.
        var engine: TableViewCellAccessoryType { Self.table.first { $0.0 == self }?.1 ?? .none }

        /// The engine's accessory as UIKit's.
        init(_ accessory: TableViewCellAccessoryType) { self = Self.table.first { $0.1 == accessory }?.0 ?? .none }
    }

    /// How a selected cell is drawn.
    public enum SelectionStyle: Int, Sendable {
        /// Not drawn as selected.
        case none
        /// Blue (drawn grey since iOS 7).
        case blue
        /// Grey.
        case gray
        /// Grey, the default.
        case `default`

        /// The engine's style.
        var engine: TableViewCellSelectionStyle {
            switch self {
            case .none: .none
            case .blue: .blue
            case .gray: .gray
            case .default: .default
            }
        }

        /// The engine's style as UIKit's.
        init(_ style: TableViewCellSelectionStyle) {
            switch style {
            case .none: self = .none
            case .blue: self = .blue
            case .gray: self = .gray
            case .default: self = .default
            }
        }
    }
}

extension UITableViewCell: ReusableViewFace {
    package func facePrepareForReuse() { prepareForReuse() }
}
