internal import HeadlessGeometry
internal import HeadlessLayers

/// View controllers behind the tabs of a tab bar: the selected one's view
/// fills the screen above the (translucent) bar, its safe area ending at
/// the bar's top, and the bar shows each controller's `tabBarItem`.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitabbarcontroller)
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar.
    public let tabBar = UITabBar(frame: .zero)
    /// The controllers, leading first.
    private var tabs: [UIViewController] = []
    /// The index of the selected controller.
    private var selected = 0

    /// A tab bar controller without tabs; there are no nib files here, so both arguments are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// There are no archives to decode view controllers from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The controllers, one per tab.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers; the selection stays at its index when it can.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        tabs = adoptChildren(viewControllers ?? [], replacing: tabs)
        tabBar.setItems(tabs.map(\.tabBarItem), animated: false)
        selected = min(selected, max(0, tabs.count - 1))
        showSelected()
    }

    /// The index of the selected controller; an index out of range is ignored.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else { return }
            selected = newValue
            showSelected()
        }
    }

    /// The selected controller; one that is not a tab is ignored.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Makes the container view with the bar along the bottom, reaching into the bottom safe area.
    open override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemBackground
        container.addSubview(tabBar)
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tabBar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            tabBar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            tabBar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            tabBar.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: -CGFloat(TabBar.rowHeight)),
        ])
        view = container
        showSelected()
    }

    /// Shows the controllers' current tab bar items, and gives the selected
    /// controller's view the bar's row as added safe area, before the container lays out.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let items = tabs.map(\.tabBarItem!)
        if !(tabBar.items ?? []).elementsEqual(items, by: ===) {
            tabBar.setItems(items, animated: false)
            tabBar.selectedItem = selectedViewController?.tabBarItem
        }
        addSafeArea(EdgeInsets(top: 0, left: 0, bottom: TabBar.rowHeight, right: 0), toViewOf: selectedViewController)
    }

    /// Shows the selected controller's view filling the container, under the bar, and selects its item.
    private func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        showChildView(of: selectedViewController, hiding: tabs, below: tabBar)
    }
}

extension UIViewController {
    /// The tab bar controller this controller is in, if any.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
