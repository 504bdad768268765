/// A collection view's data source that shows a snapshot of identifiers,
/// making each item's cell (and each supplementary view) with a closure.
/// The collection view keeps its data source weakly: keep a reference to
/// this object. Applying a snapshot reloads the collection view (a snapshot
/// shows the end state, with no animation).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell of an item from its identifier.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the headers and footers; none by default.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot` and calls `completion`; there is no animation in a snapshot.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` by reloading the collection view, and calls `completion`.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The identifier of the item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of `identifier`'s item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `identifier`'s section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: Data source

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The items of the snapshot's section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the provider makes for the item's identifier (a plain cell when it gives none).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell()
        }
        return cell
    }

    /// The view the supplementary view provider makes (an empty view when it gives none).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }
}
