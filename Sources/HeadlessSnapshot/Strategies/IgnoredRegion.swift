import HeadlessGeometry
import HeadlessLayers
import HeadlessSnapshotCore

/// A part of a view left out of an image comparison, for content that
/// changes from run to run (a clock, an avatar loaded from the network): it
/// is drawn hatched in the snapshot, and the reference's pixels there are
/// never compared.
public enum IgnoredRegion: Sendable {
    /// A rectangle in the snapshotted view's coordinates, in points.
    case rect(Rect)
    /// Wherever a view of the snapshotted tree lies (its bounds, transformed).
    case view(View)
}

extension IgnoredRegion {
    /// The region in pixels of the image of `root`, at `scale`.
    ///
    /// - Throws: ``SnapshotError/snapshotFailed(_:)`` for a view outside `root`'s tree.
    @MainActor
    func pixels(in root: View, scale: Double) throws(SnapshotError) -> Rect {
        let points: Rect
        switch self {
        case .rect(let rect):
            points = rect
        case .view(let view):
            guard view.isSelfOrDescendant(of: root) else {
                throw .snapshotFailed("the ignored \(type(of: view)) is not in the snapshot's view tree")
            }
            let b = view.bounds
            let corners = b.corners.map { view.layer.convert($0, to: root.layer) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            points = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        return Rect(
            x: (points.minX - root.bounds.minX) * scale, y: (points.minY - root.bounds.minY) * scale,
            width: points.width * scale, height: points.height * scale)
    }
}
