internal import HeadlessGeometry
internal import HeadlessLayers

/// Items in lines that wrap, with a header and footer per section, over the
/// engine's flow layout: a section's last line keeps its items at the
/// minimum spacing from the leading edge, other lines spread their items
/// out (or centre a single item). The collection view's delegate
/// answers per section and item when it adopts `UICollectionViewDelegateFlowLayout`.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout)
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size that makes cells size themselves when set as ``estimatedItemSize``.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The engine layout.
    private let flow = FlowLayout()

    /// The direction lines stack in; vertical by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Every item's size; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate that makes cells size themselves (or ``automaticSize``); zero by default.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space around each section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// What the section insets are measured from.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// The size of each section's header; zero, none, by default.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer; zero, none, by default.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top while scrolling; kept for code that sets it (a snapshot is at rest).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while scrolling; kept for code that sets it.
    open var sectionFootersPinToVisibleBounds = false

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// There are no archives to decode layouts from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Places every element with the engine's flow layout, asking the delegate for sizes, insets and spacing.
    open override func prepare() {
        configureFlow()
        compute(with: flow)
    }

    /// The size of the laid-out content.
    open override var collectionViewContentSize: CGSize { computed.size }

    /// The laid-out elements in `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computedAttributes(in: rect)
    }

    /// Gives the engine layout the properties and the delegate's answers.
    private func configureFlow() {
        flow.scrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
        flow.itemSize = Size(itemSize)
        let automatic = estimatedItemSize == Self.automaticSize
        flow.estimatedItemSize = automatic ? Size(itemSize) : Size(estimatedItemSize)
        flow.minimumLineSpacing = Double(minimumLineSpacing)
        flow.minimumInteritemSpacing = Double(minimumInteritemSpacing)
        flow.sectionInset = sectionInset.geometry
        flow.sectionInsetReference = sectionInsetReference.engine
        flow.headerReferenceSize = Size(headerReferenceSize)
        flow.footerReferenceSize = Size(footerReferenceSize)
        guard let collectionView, let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else {
            (flow.itemSizeProvider, flow.sectionInsetProvider, flow.lineSpacingProvider) = (nil, nil, nil)
            (flow.interitemSpacingProvider, flow.headerSizeProvider, flow.footerSizeProvider) = (nil, nil, nil)
            return
        }
        flow.itemSizeProvider = { Size(delegate.collectionView(collectionView, layout: self, sizeForItemAt: $0)) }
        flow.sectionInsetProvider = { delegate.collectionView(collectionView, layout: self, insetForSectionAt: $0).geometry }
        flow.lineSpacingProvider = { Double(delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: $0)) }
        flow.interitemSpacingProvider = {
            Double(delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: $0))
        }
        flow.headerSizeProvider = { Size(delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: $0)) }
        flow.footerSizeProvider = { Size(delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: $0)) }
    }

    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset.
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins

        /// The engine's reference.
        var engine: HeadlessLayers.SectionInsetReference {
            switch self {
            case .fromContentInset: .fromContentInset
            case .fromSafeArea: .fromSafeArea
            case .fromLayoutMargins: .fromLayoutMargins
            }
        }
    }
}
