/// Where a bar sits, as `UIBarPosition`: it decides whether the bar's
/// background reaches past its bounds.
public enum BarPosition: Hashable, Sendable, CaseIterable {
    /// At the top of its content; the background stays inside the bounds.
    case top
    /// At the top of the screen, just below the status bar: the background
    /// (and its blur) reaches up to the top of the view tree, under the status
    /// bar, as UIKit draws a bar attached to the status bar.
    case topAttached
}
