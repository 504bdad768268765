/// A specification for the appearance and interaction of a tab view.
/// See [TabViewStyle](https://developer.apple.com/documentation/swiftui/tabviewstyle).
public protocol TabViewStyle: Sendable {}

/// The default tab view style: a tab bar.
/// See [DefaultTabViewStyle](https://developer.apple.com/documentation/swiftui/defaulttabviewstyle).
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the default style.
    public init() {}
}

/// A tab view style that shows one page at a time, with a row of dots for
/// its pages: the selected page fills the tab view, and the dots sit at its
/// bottom.
/// See [PageTabViewStyle](https://developer.apple.com/documentation/swiftui/pagetabviewstyle).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index dots show.
    public struct IndexDisplayMode: Sendable, Equatable {
        private let minimumPages: Int
        /// Shown for more than one page.
        public static let automatic = IndexDisplayMode(minimumPages: 2)
        /// Always shown.
        public static let always = IndexDisplayMode(minimumPages: 0)
        /// Never shown.
        public static let never = IndexDisplayMode(minimumPages: .max)

        /// Whether the dots show for `pages` pages.
        func shows(_ pages: Int) -> Bool { pages >= minimumPages }
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates a page style that shows its index dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A paged tab view style.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A paged tab view style showing its index as `indexDisplayMode` says.
    ///
    /// - Parameter indexDisplayMode: When the page index dots show.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// A specification for the appearance of an index view: a page tab view's dots.
/// See [IndexViewStyle](https://developer.apple.com/documentation/swiftui/indexviewstyle).
public protocol IndexViewStyle: Sendable {}

/// An index view style that places a page index view over its content.
/// See [PageIndexViewStyle](https://developer.apple.com/documentation/swiftui/pageindexviewstyle).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the index dots have a background behind them.
    public struct BackgroundDisplayMode: Sendable, Equatable {
        let showsBackground: Bool
        /// As the platform chooses: none for a page tab view.
        public static let automatic = BackgroundDisplayMode(showsBackground: false)
        /// Only while interacting: none in a snapshot.
        public static let interactive = BackgroundDisplayMode(showsBackground: false)
        /// Always behind the dots.
        public static let always = BackgroundDisplayMode(showsBackground: true)
        /// Never.
        public static let never = BackgroundDisplayMode(showsBackground: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates a page index view style.
    ///
    /// - Parameter backgroundDisplayMode: When the dots have a background behind them.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index view style with a background as `backgroundDisplayMode` says.
    ///
    /// - Parameter backgroundDisplayMode: When the dots have a background behind them.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style for the tab views within this view.
    /// See [tabViewStyle(_:)](https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)).
    ///
    /// - Parameter style: The style: `.page` shows one page with index dots.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.pageTabViewStyle, style as? PageTabViewStyle)
    }

    /// Sets the style for the index views within this view: a page tab view's dots.
    /// See [indexViewStyle(_:)](https://developer.apple.com/documentation/swiftui/view/indexviewstyle(_:)).
    ///
    /// - Parameter style: The style.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexViewStyle, style as? PageIndexViewStyle ?? PageIndexViewStyle())
    }
}

extension EnvironmentValues {
    /// The page style tab views are drawn in, if they are paged.
    var pageTabViewStyle: PageTabViewStyle? {
        get { self[PageTabViewStyleKey.self] }
        set { self[PageTabViewStyleKey.self] = newValue }
    }

    /// How a page tab view draws its dots.
    var pageIndexViewStyle: PageIndexViewStyle {
        get { self[PageIndexViewStyleKey.self] }
        set { self[PageIndexViewStyleKey.self] = newValue }
    }
}

private enum PageTabViewStyleKey: EnvironmentKey { static var defaultValue: PageTabViewStyle? { nil } }
private enum PageIndexViewStyleKey: EnvironmentKey { static var defaultValue: PageIndexViewStyle { PageIndexViewStyle() } }

/// A paged tab view: the selected page centred in all the space it is
/// offered, with a page control of white dots at its bottom (on a dark
/// translucent capsule when the index style asks for a background), as
/// UIKit's page view controller shows SwiftUI's pages.
@MainActor
final class PageTabNode: Node {
    let pages: [Node]
    let selected: Int
    let showsIndex: Bool
    let indexBackground: Bool

    /// Space between the dots and the bottom of the tab view.
    static let indexBottomMargin: CGFloat = 8

    init(pages: [Node], selected: Int, style: PageTabViewStyle, index: PageIndexViewStyle) {
        self.pages = pages
        self.selected = min(selected, max(0, pages.count - 1))
        showsIndex = style.indexDisplayMode.shows(pages.count)
        indexBackground = index.backgroundDisplayMode.showsBackground
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        if pages.indices.contains(selected) {
            let page = pages[selected]
            let pageProposal = ProposedViewSize(size)
            let pageSize = page.size(for: pageProposal)
            let pageView = page.makeView(size: pageSize, proposal: pageProposal)
            pageView.shift(by: CGPoint(x: (size.width - pageSize.width) / 2, y: (size.height - pageSize.height) / 2))
            view.addSubview(pageView)
        }
        if showsIndex { view.addSubview(indexView(in: size)) }
        return view
    }

    /// The page control at the bottom centre.
    private func indexView(in size: CGSize) -> UIView {
        let control = UIPageControl()
        control.numberOfPages = pages.count
        control.currentPage = selected
        control.pageIndicatorTintColor = UIColor.white.withAlphaComponent(0.5)
        control.currentPageIndicatorTintColor = .white
        let controlSize = control.sizeThatFits(size)
        let frame = CGRect(
            x: (size.width - controlSize.width) / 2, y: size.height - controlSize.height - Self.indexBottomMargin,
            width: controlSize.width, height: controlSize.height)
        guard indexBackground else {
            control.frame = frame
            return control
        }
        let capsule = UIView(frame: frame)
        capsule.backgroundColor = UIColor.black.withAlphaComponent(0.25)
        capsule.layer.cornerRadius = frame.height / 2
        control.frame = capsule.bounds
        capsule.addSubview(control)
        return capsule
    }
}
