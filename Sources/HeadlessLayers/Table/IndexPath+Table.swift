import Foundation

/// A row's place in a table or an item's in a collection view, as UIKit's
/// `IndexPath` additions: a section index and a row (item) index.
extension IndexPath {
    /// The path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section index: the first of exactly two indexes; -1 (no section)
    /// for a path of another length, where UIKit traps.
    public var section: Int { count == 2 ? self[0] : -1 }

    /// The row index: the second of exactly two indexes; -1 (no row) for a
    /// path of another length, where UIKit traps.
    public var row: Int { count == 2 ? self[1] : -1 }

    /// The path of `item` in `section`, as UIKit's collection view addition.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item index: the same as ``row``, as UIKit's collection view addition.
    public var item: Int { row }
}
