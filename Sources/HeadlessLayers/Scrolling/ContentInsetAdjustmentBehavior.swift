/// Whether a scroll view adds the safe area to its ``ScrollView/contentInset``,
/// as `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// As ``scrollableAxes``: UIKit's automatic behaviour differs only for a
    /// scroll view owned by a view controller in a navigation controller,
    /// which this view tree does not have. The default.
    case automatic
    /// The safe area is added on the edges of each axis the view scrolls in:
    /// where the content is longer than the bounds or the view always bounces.
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added on every edge.
    case always
}
