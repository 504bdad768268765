import HeadlessGeometry
import HeadlessRaster

/// A row of dots, one per page, the current one highlighted, as
/// `UIPageControl` (mirrored in a right-to-left layout).
///
/// Metrics as UIKit's classic page control: 7-point dots 9 points apart,
/// 26 points tall, as wide as the row of dots. Colours: the current dot in
/// `label`, the others in `label` at 30 %.
///
/// Bad input is clamped: a negative page count is 0, and the current page
/// stays within `0..<numberOfPages` (0 when there are no pages).
open class PageControl: Control {
    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0

    /// How many pages there are; 0 by default, negative values become 0.
    public var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(newValue, 0)
            currentPage = storedCurrentPage
            invalidateIntrinsicContentSize()
        }
    }

    /// The current page, clamped to `0..<numberOfPages` (0 when there are none); 0 by default.
    public var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = min(max(newValue, 0), max(storedNumberOfPages - 1, 0))
            setNeedsLayout()
        }
    }

    /// Whether nothing is drawn when there is only one page; false by default.
    public var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The colour of the dots of other pages; `nil` (the default) is `label` at 30 %.
    public var pageIndicatorTintColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// The colour of the current page's dot; `nil` (the default) is `label`.
    public var currentPageIndicatorTintColor: DynamicColor? { didSet { setNeedsLayout() } }

    /// A dot's diameter.
    static let dotDiameter = 7.0
    /// The space between neighbouring dots.
    static let dotSpacing = 9.0
    /// The control's height, as UIKit's.
    static let height = 26.0
    /// The default colour of the dots of other pages.
    static let defaultPageIndicatorColor = DynamicColor { DynamicColor.label.resolved(with: $0).withAlpha(0.3) }

    /// Creates a page control without pages, with the given frame.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// "page 1 of 3" (nothing without pages), adjustable, as UIKit reads a page control.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(
            isElement: true, value: storedNumberOfPages > 0 ? "page \(storedCurrentPage + 1) of \(storedNumberOfPages)" : nil, traits: .adjustable)
    }

    /// The row of dots, 26 points tall.
    open override var intrinsicContentSize: Size {
        let count = Double(storedNumberOfPages)
        return Size(width: count * PageControl.dotDiameter + max(count - 1, 0) * PageControl.dotSpacing, height: PageControl.height)
    }

    /// The natural size (see ``intrinsicContentSize``).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Whether dots are drawn: there are pages, and more than one when ``hidesForSinglePage``.
    var showsDots: Bool { storedNumberOfPages > (hidesForSinglePage ? 1 : 0) }

    /// The distance from one dot's leading edge to the next one's.
    private static let dotPitch = dotDiameter + dotSpacing

    /// Where the row of dots starts, centred in the bounds.
    private var rowStartX: Double { bounds.midX - intrinsicContentSize.width / 2 }

    /// The page whose dot is at `place` in the row, counted from the left.
    private func page(atPlace place: Int) -> Int {
        traitCollection.layoutDirection == .rightToLeft ? storedNumberOfPages - 1 - place : place
    }

    /// The dot of the page at `index`, in a row centred in the bounds.
    func dotRect(at index: Int) -> Rect {
        let place = page(atPlace: index)  // mirroring is its own inverse
        return Rect(
            x: rowStartX + Double(place) * PageControl.dotPitch, y: bounds.midY - PageControl.dotDiameter / 2,
            width: PageControl.dotDiameter, height: PageControl.dotDiameter)
    }

    /// The pages whose dots may lie in the bounds (a huge page count draws only what shows).
    private var visiblePages: [Int] {
        guard showsDots else { return [] }
        let first = ((bounds.minX - rowStartX) / PageControl.dotPitch).rounded(.down) - 1
        let last = ((bounds.maxX - rowStartX) / PageControl.dotPitch).rounded(.up)
        let count = Double(storedNumberOfPages)
        guard first.isFinite, last >= 0, first < count, last < Double(Int.max) else { return [] }
        let lower = Int(max(first, 0)), upper = min(Int(last), storedNumberOfPages - 1)
        return lower <= upper ? (lower...upper).map(page(atPlace:)) : []
    }

    /// Draws the dots, dimmed when disabled.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let current = (currentPageIndicatorTintColor ?? .label).resolved(with: traitCollection)
        let other = (pageIndicatorTintColor ?? PageControl.defaultPageIndicatorColor).resolved(with: traitCollection)
        drawDimmedWhenDisabled(in: canvas) {
            for index in visiblePages {
                canvas.fill(Path(ellipseIn: dotRect(at: index)), color: index == storedCurrentPage ? current : other)
            }
        }
    }
}
