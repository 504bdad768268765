package import HeadlessGeometry
internal import HeadlessLayers

/// A view a collection view shows for supplementary content, such as a header.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionreusableview)
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier a collection view made the view for; none for a view made directly.
    open var reuseIdentifier: String? { assignedReuseIdentifier }

    /// The identifier set by the collection view that made the view.
    var assignedReuseIdentifier: String?

    /// A view for a collection view's `dequeueReusableCell(withReuseIdentifier:for:)`
    /// (or supplementary view), made through the subclass's `init(frame:)`.
    /// UIKit makes registered views through the Objective-C runtime; Swift
    /// needs a required initializer to make one from its class. A subclass
    /// inherits it when it overrides `init(frame:)` (and `init?(coder:)`), or declares no initializer.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        assignedReuseIdentifier = reuseIdentifier
    }

    /// Resets the view before a collection view shows it again: called on a
    /// view of an earlier load before the collection view's dequeue returns it.
    open func prepareForReuse() {}

    /// Whether the width of the attributes given to ``preferredLayoutAttributesFitting(_:)``
    /// is fixed (a list's rows), or the view sizes itself in both axes (a flow layout's estimated items).
    var fitsFixedWidth = true

    /// The attributes with the size the view's constraints give it near
    /// theirs (the width kept when it is fixed), as a self-sizing view; a
    /// dimension the constraints leave at zero keeps the attributes'.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        fitted(layoutAttributes, measuring: self)
    }

    /// `attributes` resized to `view`'s constraints' fitting size.
    func fitted(_ attributes: UICollectionViewLayoutAttributes, measuring view: UIView) -> UICollectionViewLayoutAttributes {
        let size = attributes.size
        let fitted = view.systemLayoutSizeFitting(
            fitsFixedWidth ? CGSize(width: size.width, height: UIView.layoutFittingCompressedSize.height) : UIView.layoutFittingCompressedSize,
            withHorizontalFittingPriority: fitsFixedWidth ? .required : .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        let result = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        result.size = CGSize(
            width: fitsFixedWidth || !(fitted.width > 0) ? size.width : fitted.width, height: fitted.height > 0 ? fitted.height : size.height)
        return result
    }

    /// Applies layout attributes: the frame, alpha, hidden state and z-order.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }
}

/// A cell of a collection view: custom content in ``contentView`` (which
/// always fills the cell), over an optional background view.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewcell)
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view custom content goes in; it fills the cell.
    public let contentView = UIView()

    /// Whether the cell is selected; shows ``selectedBackgroundView`` when set.
    open var isSelected = false {
        didSet { selectedBackgroundView?.isHidden = !isSelected }
    }

    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// A view behind the content; it fills the cell.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, below: contentView) }
    }

    /// A view behind the content shown while the cell is selected; it fills the cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, below: contentView)
            selectedBackgroundView?.isHidden = !isSelected
        }
    }

    /// The content configuration set, and its view.
    var configured: (content: (any UIContentConfiguration)?, view: (any UIView & UIContentView)?) = (nil, nil)

    /// Called after the content configuration changed; a list cell shows its accessories in it.
    func configurationDidChange() {}

    /// A cell with the given frame and an empty content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        fill(with: contentView)
        addSubview(contentView)
    }

    /// There are no archives to decode cells from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The attributes with the size the content view's constraints give it
    /// (at the attributes' width when it is fixed), as a self-sizing cell.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        fitted(layoutAttributes, measuring: contentView)
    }

    /// Makes `view` fill the cell as it resizes.
    private func fill(with view: UIView) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Puts `new` in place of `old`, filling the cell, below `content`.
    private func replaceBackground(_ old: UIView?, with new: UIView?, below content: UIView) {
        old?.removeFromSuperview()
        guard let new else { return }
        fill(with: new)
        insertSubview(new, belowSubview: content)
    }
}

extension UICollectionReusableView: ReusableViewFace, SelfSizingFace {
    package func facePrepareForReuse() { prepareForReuse() }

    package func facePreferredSize(estimate: Size, fixedWidth: Double?) -> Size? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: fixedWidth ?? estimate.width, height: estimate.height)
        fitsFixedWidth = fixedWidth != nil
        defer { fitsFixedWidth = true }
        return Size(preferredLayoutAttributesFitting(attributes).size)
    }
}
