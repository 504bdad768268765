internal import HeadlessLayers

/// A row of dots, one per page, the current one highlighted.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipagecontrol)
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The engine control.
    private var pages: PageControl { unsafeDowncast(backing, to: PageControl.self) }

    override class func makeBacking() -> View { PageControl(frame: .zero) }

    /// How many pages there are; 0 by default.
    open var numberOfPages: Int {
        get { pages.numberOfPages }
        set { pages.numberOfPages = newValue }
    }

    /// The current page's index.
    open var currentPage: Int {
        get { pages.currentPage }
        set { pages.currentPage = newValue }
    }

    /// Whether the control hides itself when there is one page.
    open var hidesForSinglePage: Bool {
        get { pages.hidesForSinglePage }
        set { pages.hidesForSinglePage = newValue }
    }

    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor? {
        get { pages.pageIndicatorTintColor.map(UIColor.init(dynamic:)) }
        set { pages.pageIndicatorTintColor = newValue?.dynamic }
    }

    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor? {
        get { pages.currentPageIndicatorTintColor.map(UIColor.init(dynamic:)) }
        set { pages.currentPageIndicatorTintColor = newValue?.dynamic }
    }
}
