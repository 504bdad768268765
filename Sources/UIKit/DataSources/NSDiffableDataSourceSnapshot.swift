internal import Foundation

/// The sections and items a diffable data source shows, by identifier, in
/// order. Identifiers are unique: UIKit traps on a duplicate; here a
/// duplicate is left out and written to standard error, as is an item or
/// section that is not in the snapshot where one is expected.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// One section: its identifier and items, in order.
    private struct Section: Sendable {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    private var sections: [Section] = []
    /// The items asked to be reloaded or reconfigured since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The sections asked to be reloaded since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items asked to be reconfigured since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item's identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in `identifier`'s section; 0 when there is no such section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section; none when there is no such section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { sections[$0].items } ?? []
    }

    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// The place of `identifier` among all items, section by section, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// The index of `identifier`'s section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections.append(contentsOf: newSections(identifiers))
    }

    /// Inserts sections before `toIdentifier`'s.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSection(toIdentifier) else { return }
        sections.insert(contentsOf: newSections(identifiers), at: index)
    }

    /// Inserts sections after `toIdentifier`'s.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSection(toIdentifier) else { return }
        sections.insert(contentsOf: newSections(identifiers), at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    /// Moves a section before `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after `toIdentifier`'s.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded (a snapshot shows the data as it is).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers.append(contentsOf: identifiers.filter { existingSection($0) != nil })
    }

    // MARK: Items

    /// Adds items at the end of `identifier`'s section, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil) {
        let index = identifier.map(existingSection) ?? (sections.isEmpty ? nil : sections.count - 1)
        guard let index else { return report("there is no section to append items to") }
        sections[index].items.append(contentsOf: newItems(identifiers))
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() { sections = [] }

    /// Moves an item before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, place(of: identifier) != nil, place(of: toIdentifier) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, place(of: identifier) != nil, place(of: toIdentifier) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], relativeTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded (a snapshot shows the data as it is).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers.append(contentsOf: identifiers.filter { place(of: $0) != nil })
    }

    /// Marks items to be reconfigured in their cells (a snapshot shows the data as it is).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers.append(contentsOf: identifiers.filter { place(of: $0) != nil })
    }

    // MARK: Helpers

    /// The section and index of `identifier`, or nil.
    private func place(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        for (section, content) in sections.enumerated() {
            if let item = content.items.firstIndex(of: identifier) { return (section, item) }
        }
        return nil
    }

    /// The index of `identifier`'s section, reporting a missing one.
    private func existingSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = indexOfSection(identifier) else {
            report("section \(identifier) is not in the snapshot")
            return nil
        }
        return index
    }

    /// Empty sections for `identifiers`, without those already present or repeated.
    private func newSections(_ identifiers: [SectionIdentifierType]) -> [Section] {
        var seen = Set(sectionIdentifiers)
        return identifiers.compactMap { identifier in
            guard seen.insert(identifier).inserted else {
                report("section \(identifier) is already in the snapshot; left out")
                return nil
            }
            return Section(identifier: identifier, items: [])
        }
    }

    /// `identifiers` without those already present or repeated.
    private func newItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(itemIdentifiers)
        return identifiers.filter { identifier in
            guard seen.insert(identifier).inserted else {
                report("item \(identifier) is already in the snapshot; left out")
                return false
            }
            return true
        }
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard let (section, item) = place(of: anchor) else { return report("item \(anchor) is not in the snapshot") }
        sections[section].items.insert(contentsOf: newItems(identifiers), at: after ? item + 1 : item)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor, let from = existingSection(identifier), existingSection(anchor) != nil else { return }
        let moved = sections.remove(at: from)
        guard let to = indexOfSection(anchor) else { return }
        sections.insert(moved, at: after ? to + 1 : to)
    }

    /// Writes a misuse to standard error, where UIKit would trap.
    private func report(_ problem: String) {
        FileHandle.standardError.write(Data("NSDiffableDataSourceSnapshot: \(problem)\n".utf8))
    }
}
