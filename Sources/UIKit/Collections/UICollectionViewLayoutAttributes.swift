internal import HeadlessGeometry
internal import HeadlessLayers

/// Where and how a collection view shows an element: a cell or a
/// supplementary view, with its frame, alpha, visibility and z-order.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes)
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's index path.
    open var indexPath: IndexPath
    /// The element's frame in the collection view's content.
    open var frame = CGRect.zero
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's order among overlapping elements.
    open var zIndex = 0
    /// The kind of supplementary view, or nil for a cell.
    open private(set) var representedElementKind: String?

    /// Whether the attributes are a cell's or a supplementary view's.
    open var representedElementCategory: UICollectionView.ElementCategory {
        representedElementKind == nil ? .cell : .supplementaryView
    }

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

    /// The frame's bounds (its size at the origin).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementKind = elementKind
        super.init()
    }

    /// A copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy =
            representedElementKind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        (copy.frame, copy.alpha, copy.isHidden, copy.zIndex) = (frame, alpha, isHidden, zIndex)
        return copy
    }

    /// The engine's attributes as UIKit's.
    convenience init(_ attributes: CollectionLayoutAttributes) {
        if let kind = attributes.elementKind {
            self.init(forSupplementaryViewOfKind: kind, with: attributes.indexPath)
        } else {
            self.init(forCellWith: attributes.indexPath)
        }
        (frame, alpha, isHidden, zIndex) = (CGRect(attributes.frame), CGFloat(attributes.alpha), attributes.isHidden, attributes.zIndex)
    }

    /// The attributes as the engine's.
    var engine: CollectionLayoutAttributes {
        var attributes =
            representedElementKind.map { CollectionLayoutAttributes(supplementaryOfKind: $0, at: indexPath, frame: Rect(frame)) }
            ?? CollectionLayoutAttributes(cellAt: indexPath, frame: Rect(frame))
        (attributes.alpha, attributes.isHidden, attributes.zIndex) = (Double(alpha), isHidden, zIndex)
        return attributes
    }
}
