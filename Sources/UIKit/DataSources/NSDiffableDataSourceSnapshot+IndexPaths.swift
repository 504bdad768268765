/// Finding a snapshot's items by index path, for the diffable data sources.
extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath` (section, then item), or nil.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = itemIdentifiers(inSection: sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path (section, then item) of `identifier`, or nil.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: identifier), let index = indexOfSection(section),
            let item = itemIdentifiers(inSection: section).firstIndex(of: identifier)
        else { return nil }
        return IndexPath(row: item, section: index)
    }
}
