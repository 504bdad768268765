import HeadlessConstraintSolver
import HeadlessGeometry

/// The constraints that place a scroll view's layout guides, as UIKit's:
/// the frame guide is the scroll view's frame; the content guide's top-left
/// corner is the content's origin (so what is pinned to it moves with the
/// offset), and it keeps to the content size at the weakest priority, so
/// constraints on its edges size it (the scroll view then takes that size as
/// its ``ScrollView/contentSize``).
extension LayoutRequest {
    /// The constraints of `guide` when it is one of `scroll`'s guides, else nil.
    func scrollGuideSpecs(of guide: LayoutGuide, in scroll: ScrollView) -> [(LayoutEngine.Key, LayoutSpec)]? {
        let isContent = guide === scroll.contentLayoutGuide
        guard isContent || guide === scroll.frameLayoutGuide else { return nil }
        let g = guide.layoutVariables, v = scroll.layoutVariables
        let offset = isContent ? scroll.contentOffset : .zero
        var specs = [
            spec(guide, .scrollGuide, 0, g.x - v.x + offset.x, .equal, .required, "left == view.left - contentOffset.x"),
            spec(guide, .scrollGuide, 1, g.y - v.y + offset.y, .equal, .required, "top == view.top - contentOffset.y"),
        ]
        if isContent {
            let size = scroll.contentSize
            specs += [
                spec(guide, .scrollGuide, 2, g.width - size.width, .equal, Self.weakestPriority, "width == contentSize.width"),
                spec(guide, .scrollGuide, 3, g.height - size.height, .equal, Self.weakestPriority, "height == contentSize.height"),
            ]
        } else {
            specs += [
                spec(guide, .scrollGuide, 2, g.width - v.width, .equal, .required, "width == view.width"),
                spec(guide, .scrollGuide, 3, g.height - v.height, .equal, .required, "height == view.height"),
            ]
        }
        return specs
    }
}
