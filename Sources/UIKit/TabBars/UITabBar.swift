internal import HeadlessLayers

/// The bar of tabs at the bottom of a screen, over the engine's tab bar
/// (its metrics and material are documented there).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitabbar)
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The engine bar.
    var bar: TabBar { unsafeDowncast(backing, to: TabBar.self) }
    /// The items as set.
    private var shown: [UITabBarItem] = []

    override class func makeBacking() -> View { TabBar(frame: .zero) }

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { shown.isEmpty ? nil : shown }
        set { setItems(newValue, animated: false) }
    }

    /// Sets the items; there is no animation in a snapshot.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        shown = items ?? []
        bar.items = shown.map(\.item)
    }

    /// The selected item.
    open var selectedItem: UITabBarItem? {
        get { shown.first { $0.item === bar.selectedItem } }
        set { bar.selectedItem = newValue?.item }
    }

    /// Whether the bar is translucent.
    open var isTranslucent: Bool {
        get { bar.isTranslucent }
        set { bar.isTranslucent = newValue }
    }

    /// The colour of the bar's background; its material when nil.
    open var barTintColor: UIColor? {
        didSet { bar.barTintColor = barTintColor?.dynamic }
    }

    /// The colour of the items that are not selected; `systemGray` when nil.
    open var unselectedItemTintColor: UIColor? {
        didSet { bar.unselectedItemTintColor = unselectedItemTintColor?.dynamic }
    }
}
