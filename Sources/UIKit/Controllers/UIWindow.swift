internal import HeadlessGeometry
package import HeadlessLayers

/// The root of a view tree on the screen, with the screen's traits and
/// safe area, showing a root view controller.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiwindow)
@preconcurrency @MainActor
open class UIWindow: UIView {
    override class func makeBacking() -> View { Window(device: DeviceProfile.current) }

    /// A window covering the screen of the current device.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    /// Whether the window is the key window: the one last made key.
    open private(set) var isKeyWindow = false

    /// Makes the window key and shows it: its root view controller's view
    /// appears (`viewWillAppear`, layout, `viewDidAppear`).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        rootViewController?.appear { layoutIfNeeded() }
    }

    /// Makes the window the key window.
    open func makeKey() { isKeyWindow = true }

    /// A window for a snapshot of `controller` on `device` with `traits` over
    /// the device's: its view fills the device's screen and has appeared, so
    /// it loaded, appeared and was laid out with the traits it is drawn with.
    package static func hosting(
        _ controller: UIViewController, on device: DeviceProfile, traits: TraitOverrides = TraitOverrides()
    ) -> UIWindow {
        let previous = DeviceProfile.current
        DeviceProfile.current = device
        defer { DeviceProfile.current = previous }
        let window = UIWindow()
        window.backing.traitOverrides = window.backing.traitOverrides.applying(traits)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }
}
