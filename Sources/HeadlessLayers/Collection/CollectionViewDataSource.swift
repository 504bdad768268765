import Foundation

/// What a collection view shows, as `UICollectionViewDataSource`: how many
/// sections and items, the cell of each item, and the supplementary views
/// (headers, footers) its layout places. Asked at the first layout and on
/// every ``CollectionView/reloadData()``.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default. A negative number is taken as 0.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`. A negative number is taken as 0.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> View
    /// The supplementary view of `kind` at `indexPath` that the layout places; none by default.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> View?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No supplementary view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> View? { nil }
}
