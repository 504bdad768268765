/// What a scroll view tells of its scrolling. A snapshot scrolls only when
/// code sets the offset: ``scrollViewDidScroll(_:)`` is called then, as UIKit
/// calls it for an offset set in code; the dragging and deceleration calls
/// never come. Every method has a default that does nothing (UIKit's are optional).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscrollviewdelegate)
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user began dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user lifted the finger; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content stopped moving.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A scrolling animation ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms; none by default.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
