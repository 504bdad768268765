internal import HeadlessGeometry
internal import HeadlessLayers

/// A stack of view controllers under a navigation bar: the top one's view
/// fills the screen under the (translucent) bar, its safe area starting
/// below it, and the bar shows the stack's navigation items with a back
/// button. Pushes and pops show their end state at once, as a snapshot sees them.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinavigationcontroller)
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The stack, root first.
    private var stack: [UIViewController] = []

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller; there are no nib files here, so both arguments are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// There are no archives to decode view controllers from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The stack, root first; setting it shows the new top.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller shown: the top one.
    open var visibleViewController: UIViewController? { stack.last }

    /// Whether the bar is hidden; false by default.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; there is no animation in a snapshot.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// Replaces the stack; the new top controller's view is shown.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        stack = adoptChildren(viewControllers, replacing: stack)
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if isViewLoaded { showTop() }
    }

    /// Pushes `viewController` and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController` and returns them.
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Makes the container view with the bar pinned below the status bar.
    open override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = .systemBackground
        container.addSubview(navigationBar)
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            navigationBar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            navigationBar.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
        ])
        navigationBar.bar.barPosition = .topAttached
        view = container
        showTop()
    }

    /// Gives the top controller's view the bar's height as added safe area, before the container lays out.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let height = navigationBar.isHidden ? 0 : navigationBar.bar.intrinsicContentSize.height
        addSafeArea(EdgeInsets(top: height, left: 0, bottom: 0, right: 0), toViewOf: topViewController)
    }

    /// Shows the top controller's view filling the container, under the bar.
    private func showTop() { showChildView(of: stack.last, hiding: stack, below: navigationBar) }
}

extension UIViewController {
    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
}
