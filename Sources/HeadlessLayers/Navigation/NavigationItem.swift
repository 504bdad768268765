/// What a navigation bar shows for one screen, as `UINavigationItem`: the
/// title, an optional prompt, the bar button items at either end, and what
/// the back button to this screen says when another is pushed over it.
///
/// An item shows in one bar at a time: pushing it onto another bar takes it
/// from the first. Changes show the next time the bar is laid out.
@MainActor
public final class NavigationItem {
    /// The title in the bar (or large, below it); `nil` or empty for none.
    /// The back button of the next item says it when ``backButtonTitle`` is `nil`.
    public var title: String? { didSet { contentChanged() } }
    /// A line of text above the bar's row (which grows 30 points to hold it); `nil` or empty for none.
    public var prompt: String? { didSet { contentChanged() } }
    /// What the back button says while this item is just below the top; `nil` uses ``title``.
    public var backButtonTitle: String? { didSet { contentChanged() } }
    /// How the back button to this item chooses its title; ``BackButtonDisplayMode-swift.enum/default`` by default.
    public var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { contentChanged() } }
    /// When the title is shown large; ``LargeTitleDisplayMode-swift.enum/automatic`` by default.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { contentChanged() } }
    /// Whether the back button is hidden while this item is on top; false by default.
    public var hidesBackButton = false { didSet { itemsChanged() } }
    /// Whether ``leftBarButtonItems`` follow the back button instead of
    /// replacing it; false by default, as in UIKit.
    public var leftItemsSupplementBackButton = false { didSet { itemsChanged() } }
    /// The items at the leading end, the first outermost; none by default.
    /// Unless ``leftItemsSupplementBackButton``, they take the back button's place.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { adopt(leftBarButtonItems) } }
    /// The items at the trailing end, the first outermost; none by default.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { adopt(rightBarButtonItems) } }

    /// The bar showing the item, told of its changes.
    weak var navigationBar: NavigationBar?

    /// Creates an item with `title`.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The outermost leading item; setting it replaces them all (`nil` removes them).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The outermost trailing item; setting it replaces them all (`nil` removes them).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Tells the bar to lay itself out again.
    func contentChanged() { navigationBar?.navigationContentChanged() }

    /// Tells the bar its buttons changed.
    private func itemsChanged() { navigationBar?.navigationItemsChanged() }

    /// Makes this item the one `buttons` tell of their changes, then tells the bar.
    private func adopt(_ buttons: [BarButtonItem]) {
        for button in buttons { button.navigationItem = self }
        itemsChanged()
    }
}
