import HeadlessGeometry

/// A view that shows part of a larger content area, as `UIScrollView`: the
/// content (its subviews) is ``contentSize`` large, and ``contentOffset`` is
/// the point of the content at the view's top-left corner, which is the
/// bounds origin, so subviews move up as the offset grows. Subviews are
/// clipped to the bounds, as UIKit's scroll view clips by default.
///
/// Snapshots show a scroll view at rest: nothing animates, and the scroll
/// indicators are not drawn (UIKit shows them only while scrolling or when
/// flashed), whatever ``showsVerticalScrollIndicator`` says.
///
/// The safe area is added to ``contentInset`` as ``contentInsetAdjustmentBehavior``
/// says, giving ``adjustedContentInset``; while the offset rests at the top
/// (or leading) edge of the adjusted inset, it follows the inset when it
/// changes, so content starts below the status bar as in UIKit.
///
/// Bad input is cleared, never drawn: an offset component that is not a
/// finite number leaves that component unchanged; sizes and insets that are
/// not finite become 0, and a negative content size 0.
///
/// Auto Layout: pin content to ``contentLayoutGuide`` (its edges are the
/// content's, so constraints on them give the ``contentSize``) and keep
/// views still over the content with ``frameLayoutGuide``, as in UIKit.
/// Unlike UIKit, constraints to the scroll view's own anchors are solved
/// against its visible frame (as the frame guide), not its content.
open class ScrollView: View {
    /// The size of the content area, in points; zero by default.
    public var contentSize: Size {
        get { storedContentSize }
        set {
            let size = Size(width: max(0, newValue.width.finite(or: 0)), height: max(0, newValue.height.finite(or: 0)))
            guard size != storedContentSize else { return }
            storedContentSize = size
            setNeedsLayout()
        }
    }
    /// The point of the content shown at the view's top-left corner: the
    /// bounds origin. Not limited to the content: as in UIKit, any offset may be set.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            let old = bounds.origin
            bounds.origin = Point(x: newValue.x.finite(or: old.x), y: newValue.y.finite(or: old.y))
        }
    }
    /// Space around the content, inside the scrolled area; zero by default.
    public var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            storedContentInset = newValue.finiteOrZero
            setNeedsLayout()
        }
    }
    /// Whether the safe area is added to ``contentInset``; automatic by default.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic { didSet { setNeedsLayout() } }
    /// Whether the view scrolls (and so takes the safe area, see
    /// ``ContentInsetAdjustmentBehavior/scrollableAxes``) vertically even when
    /// the content is not taller than the bounds; false by default.
    public var alwaysBounceVertical = false { didSet { setNeedsLayout() } }
    /// Whether the view scrolls horizontally even when the content is not
    /// wider than the bounds; false by default.
    public var alwaysBounceHorizontal = false { didSet { setNeedsLayout() } }
    /// Whether the vertical indicator is shown while scrolling; true by default. Never drawn at rest.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator is shown while scrolling; true by default. Never drawn at rest.
    public var showsHorizontalScrollIndicator = true
    /// Whether the user can scroll; true by default (kept for code that reads it).
    public var isScrollEnabled = true

    /// A guide whose edges are the content's: its top-left corner is the
    /// content's origin, and constraints on its size set ``contentSize``
    /// (without them it is the content size), as `UIScrollView.contentLayoutGuide`.
    public let contentLayoutGuide = LayoutGuide(identifier: "UIScrollViewContentLayoutGuide")
    /// A guide whose edges are the scroll view's frame, which does not move
    /// with the content, as `UIScrollView.frameLayoutGuide`.
    public let frameLayoutGuide = LayoutGuide(identifier: "UIScrollViewFrameLayoutGuide")

    private var storedContentSize = Size.zero
    private var storedContentInset = EdgeInsets.zero
    /// The adjusted inset the resting offset was last matched to.
    private var restingInset = EdgeInsets.zero

    /// Creates a scroll view with the given frame, clipping its content.
    public required init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
        for guide in [contentLayoutGuide, frameLayoutGuide] { guide.owningView = self }
    }

    /// ``contentInset`` with the safe area added on the edges that
    /// ``contentInsetAdjustmentBehavior`` picks, as UIKit computes it.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .never: (false, false)
            case .always: (true, true)
            case .automatic:
                // Always vertically in a navigation or tab bar controller's child (a view whose safe area a container adds to), as UIKit documents.
                (
                    alwaysBounceVertical || contentSize.height > bounds.height || !viewsAddingSafeArea.isEmpty,
                    alwaysBounceHorizontal || contentSize.width > bounds.width
                )
            case .scrollableAxes:
                (alwaysBounceVertical || contentSize.height > bounds.height, alwaysBounceHorizontal || contentSize.width > bounds.width)
            }
        return contentInset
            + EdgeInsets(
                top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Whether constraints on the ``contentLayoutGuide`` give the content
    /// size; a table sizes its content from its rows instead.
    var sizesContentByContentGuide: Bool { true }

    /// Sets ``contentOffset``; `animated` is accepted for UIKit's callers,
    /// but the offset is set at once (a snapshot shows where it ends).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffset = offset
    }

    /// Takes the ``contentLayoutGuide``'s solved size as the ``contentSize``
    /// when constraints name the guide, then keeps a resting offset at the
    /// top and leading edges of ``adjustedContentInset`` when the inset
    /// changes (the view moved into a window, the safe area changed).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if sizesContentByContentGuide, constraints.contains(where: { $0.firstItem === contentLayoutGuide || $0.secondItem === contentLayoutGuide }) {
            contentSize = contentLayoutGuide.layoutFrame.size
        }
        let adjusted = adjustedContentInset, offset = contentOffset
        contentOffset = Point(
            x: offset.x == -restingInset.left ? -adjusted.left : offset.x,
            y: offset.y == -restingInset.top ? -adjusted.top : offset.y)
        restingInset = adjusted
    }
}
