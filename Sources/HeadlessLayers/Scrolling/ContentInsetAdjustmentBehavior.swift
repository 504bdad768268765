/// Whether a scroll view adds the safe area to its ``ScrollView/contentInset``,
/// as `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// As ``scrollableAxes``, and always vertically for a scroll view whose
    /// safe area a container adds to (a navigation or tab bar controller's
    /// child's view, or a view inside it), as UIKit's automatic behaviour. The default.
    case automatic
    /// The safe area is added on the edges of each axis the view scrolls in:
    /// where the content is longer than the bounds or the view always bounces.
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added on every edge.
    case always
}
