/// Manages a view: loads it on first use and hears its appearance,
/// layout and trait changes in UIKit's order; holds child view controllers.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller)
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The view, once loaded.
    private var loadedView: UIView?

    /// The view controllers added as children, in order.
    open private(set) var children: [UIViewController] = []

    /// The view controller this one is a child of.
    open private(set) weak var parent: UIViewController?

    /// The title, shown by navigation and tab bar controllers; setting it sets the navigation item's, as UIKit does.
    open var title: String? {
        didSet {
            navigationItem.title = title
            if storedTabBarItem?.title == nil || storedTabBarItem?.title == oldValue { storedTabBarItem?.title = title }
        }
    }

    /// Whether the view's left and right layout margins are at least
    /// ``systemMinimumLayoutMargins``; true by default.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins)
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.backing.respectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins }
    }

    /// The least layout margins of the view: 16 points leading and trailing
    /// (20 in a regular width or from 414 points wide), none top and bottom.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins)
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side = loadedView.map { CGFloat($0.backing.traitCollection.systemSideMargin(forWidth: Double($0.bounds.width))) } ?? 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Insets added to the safe area of the view, beyond what its superview's safe area gives.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { loadedView?.backing.additionalSafeAreaInsets = additionalSafeAreaInsets.geometry }
    }

    /// What a navigation bar shows for this controller, made on first use.
    open private(set) lazy var navigationItem = UINavigationItem()

    /// The tab bar item, once made.
    private var storedTabBarItem: UITabBarItem?

    /// What a tab bar shows for this controller; made on first use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// Creates a view controller; there are no nib files here, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller with no nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// There are no archives to decode view controllers from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The view

    /// The view, loaded on first use (``loadView()`` then ``viewDidLoad()``).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView?.backing.respectsSystemMinimumLayoutMargins = false
            loadedView = newValue
            newValue?.owningViewController = self
            newValue?.backing.respectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
            if additionalSafeAreaInsets != .zero { newValue?.backing.additionalSafeAreaInsets = additionalSafeAreaInsets.geometry }
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the view; the default makes a plain view the size of the screen.
    /// Overrides set ``view`` and do not call super.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance and layout

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the system is short of memory; never in a snapshot.
    open func didReceiveMemoryWarning() {}

    /// Called when the view's traits change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits of the view.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection() }

    /// The appearance this controller's view uses; unspecified by default.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }

    /// Runs the appearance of this controller and the children whose views
    /// are in its view's tree: `viewWillAppear`, then `layout`, then `viewDidAppear`.
    func appear(_ layout: () -> Void) {
        let appearing = appearingControllers
        for controller in appearing { controller.viewWillAppear(false) }
        layout()
        for controller in appearing { controller.viewDidAppear(false) }
    }

    /// This controller and its descendants whose views are loaded and in its view's tree, parents first.
    private var appearingControllers: [UIViewController] {
        var result: [UIViewController] = []
        var pending: [UIViewController] = [self]
        while let controller = pending.popLast() {
            guard controller === self || controller.isInView(of: self) else { continue }
            result.append(controller)
            pending.append(contentsOf: controller.children.reversed())
        }
        return result
    }

    /// Whether this controller's view is loaded and lies in `ancestor`'s view.
    private func isInView(of ancestor: UIViewController) -> Bool {
        guard let view = loadedView, let root = ancestor.loadedView else { return false }
        return view.isDescendant(of: root)
    }

    // MARK: Children

    /// Adds `childController` as a child (calling its `willMove(toParent:)`);
    /// add its view yourself, then call its `didMove(toParent:)`, as UIKit asks.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent (calling `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller is added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// The next responder: the view's superview.
    open override var next: UIResponder? { loadedView?.superview }
}
