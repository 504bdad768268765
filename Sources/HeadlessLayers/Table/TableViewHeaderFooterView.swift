import HeadlessGeometry

/// The view above or below a table section, as `UITableViewHeaderFooterView`:
/// a ``contentView`` that fills it, holding the title's label inset by the
/// table's margins and any views of your own. A header's label is read as a heading.
open class TableViewHeaderFooterView: View {
    /// The view that holds the title's label and views you add; it fills the
    /// header or footer, and its layout margins are the title's insets.
    public let contentView = View()
    /// The title's label.
    public let textLabel = Label()
    /// The space around the title, set by the table for its style.
    var titleInsets = EdgeInsets.zero {
        didSet {
            contentView.layoutMargins = titleInsets
            setNeedsLayout()
        }
    }

    /// Creates an empty header or footer view with the given frame.
    public required init(frame: Rect) {
        super.init(frame: frame)
        textLabel.numberOfLines = 0
        textLabel.adjustsFontForContentSizeCategory = true
        contentView.insetsLayoutMarginsFromSafeArea = false
        try? contentView.addSubview(textLabel)
        try? addSubview(contentView)
    }

    /// The height the title needs at `size.width` with its insets, or the
    /// content view's constraints' fitting height when larger; no height
    /// without either.
    open override func sizeThatFits(_ size: Size) -> Size {
        updateTraitsInSubtree()
        var height = 0.0
        if !(textLabel.text ?? "").isEmpty {
            height = textLabel.sizeThatFits(Size(width: max(0, size.width - titleInsets.horizontal), height: 0)).height + titleInsets.vertical
        }
        if contentView.subtree.contains(where: { !$0.constraints.isEmpty }) {
            let fitted = contentView.systemLayoutSizeFitting(
                Size(width: size.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            if fitted.height.isFinite { height = max(height, fitted.height.rounded(.up)) }
        }
        return Size(width: size.width, height: height)
    }

    /// Makes the content view fill the view and places the label inside the insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        textLabel.frame = Rect(
            x: titleInsets.left, y: titleInsets.top,
            width: max(0, bounds.width - titleInsets.horizontal), height: max(0, bounds.height - titleInsets.vertical))
    }
}
