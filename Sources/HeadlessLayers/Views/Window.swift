import HeadlessGeometry

/// The root of a view tree on a device's screen, as `UIWindow`: its frame is
/// the screen and its traits are the device's.
open class Window: View {
    /// The device whose screen and traits the window has.
    public var device: DeviceProfile {
        didSet {
            frame = device.screenBounds
            setNeedsLayout()
        }
    }

    /// Creates a window covering the screen of `device`.
    public init(device: DeviceProfile) {
        self.device = device
        super.init(frame: device.screenBounds)
    }

    /// Creates a window on ``DeviceProfile/current`` with the given frame.
    public required init(frame: Rect) {
        device = DeviceProfile.current
        super.init(frame: frame)
    }

    override var rootTraitCollection: TraitCollection { device.traitCollection }
}
