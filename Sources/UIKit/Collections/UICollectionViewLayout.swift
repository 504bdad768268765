internal import HeadlessGeometry
internal import HeadlessLayers

/// Where a collection view's cells and supplementary views go. Subclass it
/// as UIKit asks (override ``prepare()``, ``collectionViewContentSize`` and
/// ``layoutAttributesForElements(in:)``), or use a flow or compositional
/// layout, whose subclasses may adjust their attributes the same way. The
/// collection view asks for every element at once (the rectangle is the
/// whole content), since a snapshot places them all.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewlayout)
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout places elements of.
    open internal(set) weak var collectionView: UICollectionView?

    /// The engine layout that asks this one.
    lazy var engineLayout: any CollectionViewLayout = FaceLayout(face: self)

    /// Separators, decorations and a background from a built-in layout's last pass.
    var extras = (separators: [Rect](), decorations: [CollectionLayoutDecoration](), background: DynamicColor?.none)
    /// A built-in layout's last pass: its attributes and content size.
    var computed = (attributes: [UICollectionViewLayoutAttributes](), size: CGSize.zero)

    /// Runs a built-in layout's engine layout on the collection view, keeping its result.
    func compute(with layout: any CollectionViewLayout) {
        guard let collectionView else {
            computed = ([], .zero)
            return
        }
        let result = layout.layout(in: collectionView.collection)
        computed = (result.attributes.map(UICollectionViewLayoutAttributes.init), CGSize(result.contentSize))
        extras = (result.separators, result.decorations, result.backgroundColor)
    }

    /// A built-in layout's computed attributes in `rect`.
    func computedAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        computed.attributes.filter { $0.frame.intersects(rect) || $0.frame.isEmpty }
    }

    /// A layout.
    public override init() { super.init() }

    /// There are no archives to decode layouts from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Computes the layout before the collection view asks for attributes; the default does nothing.
    open func prepare() {}

    /// The size of the content; zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements in `rect`; none by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; from ``layoutAttributesForElements(in:)`` by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        allAttributes.first { $0.representedElementKind == nil && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        allAttributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// Asks the collection view to lay out again.
    open func invalidateLayout() { collectionView?.setNeedsLayout() }

    /// Whether a change of bounds needs a new layout; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The attributes of every element of the content.
    private var allAttributes: [UICollectionViewLayoutAttributes] {
        layoutAttributesForElements(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)) ?? []
    }
}

/// The engine layout of a `UICollectionViewLayout`: it prepares the face and takes its attributes.
@preconcurrency @MainActor
private final class FaceLayout: CollectionViewLayout {
    unowned let face: UICollectionViewLayout

    init(face: UICollectionViewLayout) { self.face = face }

    func layout(in collectionView: CollectionView) -> CollectionLayoutResult {
        face.prepare()
        let size = face.collectionViewContentSize
        // Every element, including those of sections that scroll sideways past the content's width.
        let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let attributes = face.layoutAttributesForElements(in: everywhere) ?? []
        return CollectionLayoutResult(
            attributes: attributes.map(\.engine), contentSize: Size(size), separators: face.extras.separators,
            decorations: face.extras.decorations, backgroundColor: face.extras.background)
    }
}
