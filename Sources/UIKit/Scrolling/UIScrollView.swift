internal import HeadlessGeometry
internal import HeadlessLayers

/// A view whose content, larger than its bounds, is shown from an offset;
/// a snapshot shows the content at ``contentOffset``.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscrollview)
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The engine scroll view.
    private var scroll: ScrollView { unsafeDowncast(backing, to: ScrollView.self) }

    override class func makeBacking() -> View { ScrollView(frame: .zero) }

    /// The size of the content; set by hand, or by constraints to the content layout guide.
    open var contentSize: CGSize {
        get { CGSize(scroll.contentSize) }
        set { scroll.contentSize = Size(newValue) }
    }

    /// What the scroll view tells of its scrolling, kept weakly as in UIKit.
    /// A table view's delegate is set here too (a ``UITableViewDelegate`` is a
    /// scroll view delegate); reading it gives a ``UIScrollViewDelegate``,
    /// where UIKit's table answers with its own protocol.
    open weak var delegate: (any UIScrollViewDelegate)? {
        didSet { delegateDidChange() }
    }

    /// Called when ``delegate`` is set; a table view hands it to its engine table.
    func delegateDidChange() {}

    /// The point of the content shown at the top-left corner; setting it tells the delegate.
    open var contentOffset: CGPoint {
        get { CGPoint(scroll.contentOffset) }
        set {
            scroll.contentOffset = Point(newValue)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the offset and tells the delegate; there is no animation in a snapshot.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll.setContentOffset(Point(contentOffset), animated: animated)
        delegate?.scrollViewDidScroll(self)
    }

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scroll.contentInset) }
        set { scroll.contentInset = newValue.geometry }
    }

    /// The content inset plus the safe area the adjustment behaviour adds.
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scroll.adjustedContentInset) }

    /// Whether the safe area is added to the content inset; automatic by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { ContentInsetAdjustmentBehavior(scroll.contentInsetAdjustmentBehavior) }
        set { scroll.contentInsetAdjustmentBehavior = newValue.engine }
    }

    /// Whether the content bounces vertically even when it fits.
    open var alwaysBounceVertical: Bool {
        get { scroll.alwaysBounceVertical }
        set { scroll.alwaysBounceVertical = newValue }
    }

    /// Whether the content bounces horizontally even when it fits.
    open var alwaysBounceHorizontal: Bool {
        get { scroll.alwaysBounceHorizontal }
        set { scroll.alwaysBounceHorizontal = newValue }
    }

    /// Whether the vertical indicator shows while scrolling (never in a snapshot).
    open var showsVerticalScrollIndicator: Bool {
        get { scroll.showsVerticalScrollIndicator }
        set { scroll.showsVerticalScrollIndicator = newValue }
    }

    /// Whether the horizontal indicator shows while scrolling (never in a snapshot).
    open var showsHorizontalScrollIndicator: Bool {
        get { scroll.showsHorizontalScrollIndicator }
        set { scroll.showsHorizontalScrollIndicator = newValue }
    }

    /// Whether the user can scroll.
    open var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set { scroll.isScrollEnabled = newValue }
    }

    /// Whether the content stops at page boundaries; kept for code that sets it.
    open var isPagingEnabled = false

    /// How the safe area is added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Scrollable axes, and the top and bottom in a navigation controller.
        case automatic
        /// The axes the content scrolls along.
        case scrollableAxes
        /// Never.
        case never
        /// Always, on every edge.
        case always

        /// The behaviours with the engine's for each.
        private static let table: [(ContentInsetAdjustmentBehavior, HeadlessLayers.ContentInsetAdjustmentBehavior)] = [
            (.automatic, .automatic), (.scrollableAxes, .scrollableAxes), (.never, .never), (.always, .always),
        ]

        /// The engine's behaviour.
        var engine: HeadlessLayers.ContentInsetAdjustmentBehavior { Self.table.first { $0.0 == self }?.1 ?? .automatic }

        /// The engine's behaviour as UIKit's.
        init(_ behavior: HeadlessLayers.ContentInsetAdjustmentBehavior) {
            self = Self.table.first { $0.1 == behavior }?.0 ?? .automatic
        }
    }
}
