/// Which of UIKit's two rendering paths takes a view's snapshot.
public enum SnapshotRenderingPath: Sendable, Hashable {
    /// `layer.render(in:)` (renderInContext): the layer tree as it is, no window
    /// traits, no appearance defaults, no backdrop blur. FBSnapshotTestCase's default.
    case layerTree
    /// `drawHierarchy`: the view in a window of the device, with its traits,
    /// appearance defaults and visual effects, as on screen.
    case viewHierarchy
}
