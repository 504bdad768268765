import Foundation

/// A problem with what a collection view's data source gave, found when it
/// loaded: the collection shows what it can and lists the problem in
/// ``CollectionView/issues``, where UIKit would raise an exception.
public enum CollectionViewIssue: Hashable, Sendable, CustomStringConvertible {
    /// The data source gave a negative number of sections; none are shown.
    case negativeSectionCount(Int)
    /// The data source gave a negative number of items for `section`; none are shown.
    case negativeItemCount(section: Int, count: Int)
    /// The items (or sections) went past ``CollectionView/maximumItemCount``; those beyond are not shown.
    case tooManyItems(limit: Int)
    /// The data source gave the cell of an earlier item again; an empty view stands in for it.
    case cellAlreadyShown(IndexPath, first: IndexPath)
    /// A cell or supplementary view could not be added (it contains the collection view, for example).
    case viewNotAdded(String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .negativeSectionCount(let count):
            "numberOfSections(in:) returned \(count); no sections are shown"
        case .negativeItemCount(let section, let count):
            "collectionView(_:numberOfItemsInSection: \(section)) returned \(count); no items are shown in that section"
        case .tooManyItems(let limit):
            "the data source has more than \(limit) items or sections; those beyond are not shown"
        case .cellAlreadyShown(let path, let first):
            "collectionView(_:cellForItemAt: \(Array(path))) returned the cell already shown at \(Array(first)); an empty cell stands in"
        case .viewNotAdded(let reason):
            "a cell or supplementary view could not be added to the collection view (\(reason)); it is not shown"
        }
    }
}
