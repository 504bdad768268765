/// The children of a view or layer, back to front, with removal in constant
/// time: a removed child is set aside and the array is compacted once, the
/// next time it is read or changed, so removing k of n children costs
/// O(k + n), not O(k x n).
struct ChildList<Element: AnyObject> {
    private var storage: [Element] = []
    /// Children removed since the last compaction (still held by `storage`,
    /// so no identifier can be reused by another object meanwhile).
    private var removed = Set<ObjectIdentifier>()

    /// The children, back to front.
    var elements: [Element] {
        mutating get {
            compact()
            return storage
        }
    }

    /// Inserts `element` at `index` (which must be within the children).
    mutating func insert(_ element: Element, at index: Int) {
        compact()
        storage.insert(element, at: index)
    }

    /// Removes `element`, a child.
    mutating func remove(_ element: Element) {
        removed.insert(ObjectIdentifier(element))
    }

    /// Removes and returns every child.
    mutating func removeAll() -> [Element] {
        compact()
        defer { storage = [] }
        return storage
    }

    private mutating func compact() {
        guard !removed.isEmpty else { return }
        storage.removeAll { removed.contains(ObjectIdentifier($0)) }
        removed.removeAll()
    }
}
