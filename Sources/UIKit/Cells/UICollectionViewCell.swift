/// A view a collection view shows for supplementary content, such as a header.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionreusableview)
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier a collection view finds the view by; none for a view made directly.
    open var reuseIdentifier: String? { nil }

    /// Resets the view before it is shown again.
    open func prepareForReuse() {}

    /// The layout attributes the view is given; the default keeps `layoutAttributes`.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
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
@MainActor
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

    /// A cell with the given frame and an empty content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        fill(with: contentView)
        addSubview(contentView)
    }

    /// There are no archives to decode cells from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Measures the content view's constraints at the width the attributes give, as a self-sizing cell.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.size.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let result = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        result.size = CGSize(width: layoutAttributes.size.width, height: fitted.height)
        return result
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

/// Where and how a collection view shows an item: frame, alpha, z-order.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes)
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The item's index path.
    open var indexPath: IndexPath
    /// The item's frame in the collection view.
    open var frame = CGRect.zero
    /// The item's opacity.
    open var alpha: CGFloat = 1
    /// Whether the item is hidden.
    open var isHidden = false
    /// The item's order among overlapping items.
    open var zIndex = 0

    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// A copy with the same values.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        (copy.frame, copy.alpha, copy.isHidden, copy.zIndex) = (frame, alpha, isHidden, zIndex)
        return copy
    }
}
