import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// A row of a table, as `UITableViewCell`: a ``contentView`` holding the
/// standard labels and image of its ``TableViewCellStyle``, and an accessory
/// at the trailing side (a standard mark or a view of your own, such as a
/// ``Switch``).
///
/// Text follows Dynamic Type: the text label is body text in `label`; the
/// detail is body text in `secondaryLabel` for ``TableViewCellStyle/value1``,
/// subheadline text in `secondaryLabel` for ``TableViewCellStyle/subtitle``
/// (as UIKit's list cells), and, as UIKit documents ``TableViewCellStyle/value2``,
/// smaller trailing-aligned text in `systemBlue` (footnote) then the detail
/// in `label` (subheadline). A cell
/// is at least 44 points tall (see ``TableView/automaticDimension``) and grows
/// with its text; its layout margins are 11 points above and below and 16
/// (20 on wide screens, set by the table) at the sides.
///
/// A selected or highlighted cell is drawn on `systemGray4` (unless its
/// ``selectionStyle`` is ``TableViewCellSelectionStyle/none``), as UIKit's
/// default selected background. Without a background colour of its own, the
/// cell takes its table style's: `systemBackground` for plain tables,
/// `secondarySystemGroupedBackground` for grouped ones.
///
/// VoiceOver reads a cell as one element: its labels' text joined ("Wi-Fi,
/// Home"), then an accessory view's value and traits ("1. Switch button."); a
/// chevron or detail button makes it a button, a checkmark (or selection) selected.
open class TableViewCell: View {
    /// The identifier the cell was made with, for ``TableView/dequeueReusableCell(withIdentifier:)``.
    public let reuseIdentifier: String?
    /// The cell's style, fixed when it is made (a list content configuration restyles it).
    package private(set) var style: TableViewCellStyle
    /// The view that holds the cell's content (the standard labels and image,
    /// and views you add); it leaves room for the accessory.
    public let contentView = View()
    /// The main text's label (never nil: optional as in UIKit).
    public var textLabel: Label? { titleLabel }
    /// The detail text's label; nil for ``TableViewCellStyle/default``.
    public private(set) var detailTextLabel: Label?
    /// The image view at the leading side, shown when it has an image (never nil: optional as in UIKit).
    public var imageView: ImageView? { leadingImageView }
    /// The standard mark at the trailing side; none by default. ``accessoryView`` takes its place when set.
    public var accessoryType: TableViewCellAccessoryType = .none {
        didSet {
            glyphView.type = accessoryType
            setNeedsLayout()
        }
    }
    /// A view at the trailing side, kept at its own size (its fitting size when
    /// its frame is empty), instead of the ``accessoryType`` mark; none by default.
    public var accessoryView: View? {
        didSet {
            if let oldValue, oldValue !== accessoryView { oldValue.removeFromSuperview() }
            if let accessoryView, accessoryView.superview !== self { try? addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How a selected or highlighted cell is drawn; the grey background by default.
    public var selectionStyle: TableViewCellSelectionStyle = .default { didSet { setNeedsLayout() } }
    /// Whether the cell is selected; false by default.
    public var isSelected = false { didSet { setNeedsLayout() } }
    /// Whether a touch is down on the cell; false by default (drawn as selected).
    public var isHighlighted = false { didSet { setNeedsLayout() } }
    /// The separator's leading and trailing insets for this cell (top and
    /// bottom are unused); nil (the default) takes the table's.
    public var separatorInset: EdgeInsets? { didSet { superview?.setNeedsLayout() } }

    private let titleLabel = Label()
    private let leadingImageView = ImageView()
    let glyphView = AccessoryGlyphView()
    /// The background the table's style gives a cell without a background colour of its own.
    var styleBackgroundColor: DynamicColor = .systemBackground { didSet { updateForTraits() } }

    /// Creates a cell of `style` that ``TableView/dequeueReusableCell(withIdentifier:)``
    /// finds by `reuseIdentifier`; 320 x 44 points until a table sizes it, as UIKit's.
    public required init(style: TableViewCellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        detailTextLabel = style == .default ? nil : Label()
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: TableMetrics.minimumRowHeight))
        layoutMargins = EdgeInsets(
            top: TableMetrics.cellVerticalMargin, left: TableMetrics.compactMargin,
            bottom: TableMetrics.cellVerticalMargin, right: TableMetrics.compactMargin)
        for view in [self, contentView] { view.insetsLayoutMarginsFromSafeArea = false }
        configureLabels()
        for view: View in [leadingImageView, titleLabel] + (detailTextLabel.map { [$0] } ?? []) { try? contentView.addSubview(view) }
        try? addSubview(contentView)
        try? addSubview(glyphView)
    }

    /// Creates a ``TableViewCellStyle/default`` cell without a reuse identifier, with the given frame.
    public required convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Gives the labels their style's text styles and colours.
    private func configureLabels() {
        let (textStyle, detailStyle): (TextStyle, TextStyle) =
            switch style {
            case .default, .value1: (.body, .body)
            case .subtitle: (.body, .subheadline)
            case .value2: (.footnote, .subheadline)
            }
        titleLabel.font = try? Font.preferredFont(forTextStyle: textStyle)
        titleLabel.textColor = style == .value2 ? .systemBlue : .label
        detailTextLabel?.font = try? Font.preferredFont(forTextStyle: detailStyle)
        detailTextLabel?.textColor = style == .value2 ? .label : .secondaryLabel
        for label in [titleLabel, detailTextLabel].compactMap({ $0 }) { label.adjustsFontForContentSizeCategory = true }
    }

    /// Gives the cell the labels and text styles of `newStyle`, as a list
    /// content configuration of that kind does (the detail label is made or
    /// removed); the labels' text and the image stay.
    package func restyle(_ newStyle: TableViewCellStyle) {
        guard newStyle != style else { return }
        style = newStyle
        if newStyle == .default {
            detailTextLabel?.removeFromSuperview()
            detailTextLabel = nil
        } else if detailTextLabel == nil {
            let label = Label()
            try? contentView.addSubview(label)
            detailTextLabel = label
        }
        configureLabels()
        setNeedsLayout()
    }

    /// Sets ``isSelected``; `animated` is accepted for UIKit's callers (a snapshot shows the end state).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Readies a cell taken from the reuse queue: clears its selection and
    /// highlight, as UIKit's does; subclasses reset their own state and call super.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// The cell's own background colour, or its table style's.
    override func updateForTraits() {
        layer.backgroundColor = (backgroundColor ?? styleBackgroundColor).resolved(with: traitCollection)
    }

    /// The height the cell needs at `size.width` (its own width when that is
    /// not a positive finite number): the standard content's, or the content
    /// view's constraints' fitting height when larger; at least 44 points.
    open override func sizeThatFits(_ size: Size) -> Size { fittingSize(size) }

    /// Places the accessory at the trailing margin, the content view before
    /// it, and the standard labels and image in the content view (mirrored in a right-to-left layout).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// Draws the selection background under the content when the cell is selected or highlighted.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard isSelected || isHighlighted, selectionStyle != .none else { return }
        canvas.fill(bounds, color: DynamicColor.systemGray4.resolved(with: traitCollection))
    }

    /// One element reading the labels' text, then the accessory view's value and traits.
    override var accessibilityDefaults: AccessibilityDefaults {
        let content = contentView.accessibilityItemsAsLaidOut(), accessory = accessoryView?.accessibilityItemsAsLaidOut() ?? []
        let labels = (content + accessory).compactMap(\.label).filter { !$0.isEmpty }
        let values = accessory.compactMap(\.value).filter { !$0.isEmpty }
        var traits = accessory.reduce(AccessibilityTraits.none) { $0.union($1.traits) }
        if accessoryView == nil {
            switch accessoryType {
            case .none: break
            case .checkmark: traits.insert(.selected)
            case .disclosureIndicator, .detailButton, .detailDisclosureButton: traits.insert(.button)
            }
        }
        if isSelected { traits.insert(.selected) }
        return AccessibilityDefaults(
            isElement: true, label: labels.isEmpty ? nil : labels.joined(separator: ", "),
            value: values.isEmpty ? nil : values.joined(separator: ", "), traits: traits)
    }
}
