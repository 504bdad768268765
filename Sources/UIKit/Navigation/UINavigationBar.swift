internal import HeadlessLayers

/// The bar of navigation controls at the top of a screen, over the engine's
/// navigation bar (its metrics and material are documented there). A bar
/// no navigation controller manages shows the items pushed on it.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinavigationbar)
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The engine bar.
    var bar: NavigationBar { unsafeDowncast(backing, to: NavigationBar.self) }
    /// The items as set.
    private var stack: [UINavigationItem] = []

    override class func makeBacking() -> View { NavigationBar(frame: .zero) }

    /// The items, bottom first; the last is shown.
    open var items: [UINavigationItem]? {
        get { stack }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown.
    open var topItem: UINavigationItem? { stack.last }
    /// The item below the one shown.
    open var backItem: UINavigationItem? { stack.count > 1 ? stack[stack.count - 2] : nil }

    /// Sets the items; there is no animation in a snapshot.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        stack = items ?? []
        bar.setItems(stack.map(\.item))
    }

    /// Pushes an item; there is no animation in a snapshot.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems(stack + [item], animated: animated) }

    /// Pops the top item and returns it.
    @discardableResult open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = stack.popLast() else { return nil }
        bar.setItems(stack.map(\.item))
        return top
    }

    /// Whether titles show large, as the items ask.
    open var prefersLargeTitles: Bool {
        get { bar.prefersLargeTitles }
        set { bar.prefersLargeTitles = newValue }
    }

    /// Whether the bar is translucent (its material over the content).
    open var isTranslucent: Bool {
        get { bar.isTranslucent }
        set { bar.isTranslucent = newValue }
    }

    /// The colour of the bar's background; its material when nil.
    open var barTintColor: UIColor? {
        didSet { bar.barTintColor = barTintColor?.dynamic }
    }
}
