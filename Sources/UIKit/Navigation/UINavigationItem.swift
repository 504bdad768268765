internal import HeadlessLayers

/// What a navigation bar shows for a view controller: its title, bar
/// button items and back button, over the engine's navigation item. A
/// `titleView` is kept but not drawn; the title shows instead.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinavigationitem)
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The engine item.
    let item: NavigationItem
    /// The bar button items as set.
    private var left: [UIBarButtonItem] = [], right: [UIBarButtonItem] = []

    /// An item with `title`.
    public init(title: String) {
        item = NavigationItem(title: title)
        super.init()
    }

    /// An item with no title.
    override init() {
        item = NavigationItem()
        super.init()
    }

    /// The title shown in the bar.
    open var title: String? {
        get { item.title }
        set { item.title = newValue }
    }

    /// A line of text above the title.
    open var prompt: String? {
        get { item.prompt }
        set { item.prompt = newValue }
    }

    /// The title of the back button to this item; its title when nil.
    open var backButtonTitle: String? {
        get { item.backButtonTitle }
        set { item.backButtonTitle = newValue }
    }

    /// A view in place of the title; kept for code that sets it (the title is drawn).
    open var titleView: UIView?

    /// Whether the back button is hidden.
    open var hidesBackButton: Bool {
        get { item.hidesBackButton }
        set { item.hidesBackButton = newValue }
    }

    /// Whether the left items follow the back button instead of replacing it.
    open var leftItemsSupplementBackButton: Bool {
        get { item.leftItemsSupplementBackButton }
        set { item.leftItemsSupplementBackButton = newValue }
    }

    /// The items at the leading edge.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { left.isEmpty ? nil : left }
        set {
            left = newValue ?? []
            item.leftBarButtonItems = left.map(\.item)
        }
    }

    /// The items at the trailing edge, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { right.isEmpty ? nil : right }
        set {
            right = newValue ?? []
            item.rightBarButtonItems = right.map(\.item)
        }
    }

    /// The first item at the leading edge.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { left.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first item at the trailing edge.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { right.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading items; there is no animation in a snapshot.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items; there is no animation in a snapshot.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading item; there is no animation in a snapshot.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item; there is no animation in a snapshot.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// When the title is shown large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode {
        get {
            switch item.largeTitleDisplayMode {
            case .automatic: .automatic
            case .always: .always
            case .never: .never
            }
        }
        set {
            item.largeTitleDisplayMode =
                switch newValue {
                case .automatic: .automatic
                case .always, .inline: .always
                case .never: .never
                }
        }
    }

    /// Which title the back button to this item shows.
    open var backButtonDisplayMode: BackButtonDisplayMode {
        get {
            switch item.backButtonDisplayMode {
            case .default: .default
            case .generic: .generic
            case .minimal: .minimal
            }
        }
        set {
            item.backButtonDisplayMode =
                switch newValue {
                case .default: .default
                case .generic: .generic
                case .minimal: .minimal
                }
        }
    }

    /// When the title is shown large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below; large for the first.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
        /// Inline (drawn as always, as this package has no inline large titles).
        case inline
    }

    /// Which title the back button shows.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back button title, else the title, else "Back", else the chevron alone.
        case `default`
        /// "Back", or the chevron alone.
        case generic
        /// The chevron alone.
        case minimal
    }
}
