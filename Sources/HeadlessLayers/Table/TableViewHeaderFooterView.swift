import HeadlessGeometry

/// The view above or below a table section that shows its title, as
/// `UITableViewHeaderFooterView`: a label inset by the table's margins. A
/// header's label is read as a heading.
open class TableViewHeaderFooterView: View {
    /// The title's label.
    public let textLabel = Label()
    /// The space around the title, set by the table for its style.
    var titleInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }

    /// Creates an empty header or footer view with the given frame.
    public required init(frame: Rect) {
        super.init(frame: frame)
        textLabel.numberOfLines = 0
        textLabel.adjustsFontForContentSizeCategory = true
        try? addSubview(textLabel)
    }

    /// The height the title needs at `size.width`, with its insets; no
    /// height without a title.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard !(textLabel.text ?? "").isEmpty else { return Size(width: size.width, height: 0) }
        updateTraitsInSubtree()
        let text = textLabel.sizeThatFits(Size(width: max(0, size.width - titleInsets.horizontal), height: 0))
        return Size(width: size.width, height: text.height + titleInsets.vertical)
    }

    /// Places the label inside the insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = Rect(
            x: bounds.minX + titleInsets.left, y: bounds.minY + titleInsets.top,
            width: max(0, bounds.width - titleInsets.horizontal), height: max(0, bounds.height - titleInsets.vertical))
    }
}
