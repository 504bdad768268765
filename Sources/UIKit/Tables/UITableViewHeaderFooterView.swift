internal import HeadlessLayers

/// The view above or below a table section: a content view (holding the
/// title's label and views of your own), laid out with the table's margins.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview)
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The engine view.
    var headerFooter: TableViewHeaderFooterView { unsafeDowncast(backing, to: TableViewHeaderFooterView.self) }

    /// The identifier a table finds the view by.
    public let reuseIdentifier: String?

    /// The content configuration set.
    var configuredContent: (any UIContentConfiguration)?

    override class func makeBacking() -> View { TableViewHeaderFooterView(frame: .zero) }

    /// A header or footer view found by `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A header or footer view with the given frame and no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// There are no archives to decode views from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A view for a table's `dequeueReusableHeaderFooterView(withIdentifier:)`,
    /// made through the subclass's `init(reuseIdentifier:)`; inherited by
    /// subclasses that override it (see `UITableViewCell.init(registeredWithReuseIdentifier:)`).
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The view custom content goes in; its layout margins are the table's title insets.
    open var contentView: UIView { UIView.face(of: headerFooter.contentView) }

    /// The title's label.
    open var textLabel: UILabel? { UIView.face(of: headerFooter.textLabel) as? UILabel }

    /// Resets the view before it is shown again.
    open func prepareForReuse() {}
}
