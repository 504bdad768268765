internal import HeadlessLayers

/// The screen: the current snapshot device's (`DeviceProfile.current`,
/// which a view controller's snapshot sets to the device it renders for;
/// the iPhone 15 otherwise).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscreen)
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the device being rendered for.
    public static let main = UIScreen()

    /// The device.
    private var device: DeviceProfile { DeviceProfile.current }

    /// ``main``'s scale where the main actor runs; elsewhere (drawing on
    /// another thread) the default device's.
    nonisolated package static var currentScale: CGFloat {
        MainActorCheck.isOnMainActor ? MainActor.assumeIsolated { main.scale } : CGFloat(DeviceProfile.iPhone15.scale)
    }

    /// The screen's rectangle in points.
    open var bounds: CGRect { CGRect(device.screenBounds) }
    /// Pixels per point.
    open var scale: CGFloat { CGFloat(device.scale) }
    /// Pixels per point of the physical screen: the same here.
    open var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The screen's traits: the device's.
    open var traitCollection: UITraitCollection { UITraitCollection(device.traitCollection) }
}
