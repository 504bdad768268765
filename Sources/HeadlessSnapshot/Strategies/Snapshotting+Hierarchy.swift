import HeadlessLayers
import HeadlessSnapshotCore

extension Snapshotting where Value: View, Format == String {
    /// A text dump of a view tree (see ``ViewHierarchyDump``), laid out first,
    /// stored as a `.txt` reference and compared line by line: a failure shows
    /// which views moved, changed text or appeared.
    public static var hierarchy: Snapshotting {
        Snapshotting(
            diffing: .lines,
            pending: { $0.imageLoadDescriptions },
            snapshot: { view in ViewHierarchyDump(view).text })
    }
}
