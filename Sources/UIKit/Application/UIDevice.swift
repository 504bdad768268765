internal import HeadlessLayers

/// The device: the current snapshot device's (`DeviceProfile.current`).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uidevice)
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device being rendered for.
    public static let current = UIDevice()

    /// The device profile.
    private var device: DeviceProfile { DeviceProfile.current }

    /// The device's name, such as `iPhone 15`.
    open var name: String { device.name }
    /// The model: `iPad` for an iPad profile, else `iPhone`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The operating system's name.
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The operating system's version the profile names, such as `17.0`.
    open var systemVersion: String { device.osVersion }
    /// Phone or pad: a pad when the profile's name says iPad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { device.name.hasPrefix("iPad") ? .pad : .phone }
    /// The orientation: landscape when the screen is wider than tall.
    open var orientation: UIDeviceOrientation { device.screenSize.width > device.screenSize.height ? .landscapeLeft : .portrait }
}

/// The kind of interface a device has.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision = 6
}

/// How a device is held.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top to the left.
    case landscapeLeft = 3
    /// On its side, the top to the right.
    case landscapeRight = 4
    /// Lying face up.
    case faceUp = 5
    /// Lying face down.
    case faceDown = 6

    /// Whether the device is held on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is held upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
