import Foundation

/// What a snapshot waits for before it draws.
extension View {
    /// The URLs of the image loads in flight in this view's subtree (its
    /// image views' loads by URL, as `ImageView.setImage(with:)` starts them,
    /// that have not finished), parents before children. Walks the tree
    /// iteratively, so deep trees are fine.
    public var imageLoadsInFlight: [URL] {
        subtree.compactMap { view in
            guard let load = (view as? ImageView)?.imageLoad, load.isInFlight else { return nil }
            return load.url
        }
    }
}
