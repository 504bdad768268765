internal import Foundation
internal import HeadlessLayers

/// The engine collection view's data source for a `UICollectionView`: it asks
/// the face's UIKit data source and answers with the engine views. It keeps
/// the faces of the views the collection view made, for as long as the
/// engine may give them back from its reuse queue (the engine holds a
/// detached view's face only weakly).
@preconcurrency @MainActor
final class CollectionViewAdapter: CollectionViewDataSource {
    /// The collection view whose data source is asked; it owns the adapter.
    unowned let face: UICollectionView
    /// The views of the load in progress (or the last), and of the load before.
    private var viewsOfLoad: [UIView] = [], viewsOfLastLoad: [UIView] = []
    /// Whether the delegate is still to be told of the cells of a new load.
    private var needsDisplayCalls = false

    /// An adapter for `face`.
    init(face: UICollectionView) { self.face = face }

    /// Keeps `view`'s face with the load's views.
    func keep(_ view: UIView) { viewsOfLoad.append(view) }

    /// Whether a load happened since the last call (the delegate is to be told of its cells).
    func takeDisplayCalls() -> Bool {
        defer { needsDisplayCalls = false }
        return needsDisplayCalls
    }

    /// The number of sections; the engine asks it first in every load, so the faces move on a load here.
    func numberOfSections(in collectionView: CollectionView) -> Int {
        viewsOfLastLoad = viewsOfLoad
        viewsOfLoad = []
        needsDisplayCalls = true
        return face.dataSource?.numberOfSections(in: face) ?? 0
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        face.dataSource?.collectionView(face, numberOfItemsInSection: section) ?? 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> View {
        let cell = face.dataSource?.collectionView(face, cellForItemAt: indexPath) ?? UICollectionViewCell()
        viewsOfLoad.append(cell)
        return cell.backing
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> View? {
        guard let view = face.dataSource?.collectionView(face, viewForSupplementaryElementOfKind: kind, at: indexPath) else { return nil }
        viewsOfLoad.append(view)
        return view.backing
    }
}
