/// A table's data source that shows a snapshot of identifiers, making each
/// row's cell with a closure. The table keeps its data source weakly: keep
/// a reference to this object, as with UIKit's. Applying a snapshot reloads
/// the table (a snapshot shows the end state, with no animation).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource)
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell of a row from its identifier.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How changes would be animated; a snapshot shows their end state.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot` and calls `completion`; there is no animation in a snapshot.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// Shows `snapshot`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` by reloading the table, and calls `completion`.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The identifier of the row at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of `identifier`'s row, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `identifier`'s section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: Data source

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The items of the snapshot's section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the provider makes for the row's identifier (a default cell when it gives none).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title; subclasses override it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; subclasses override it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
