import HeadlessGeometry

/// A device to render for, as the simulator a UIKit snapshot runs on: its
/// model name, OS version, screen size in points, scale and size classes.
///
/// Presets cover common iPhones and iPads in both orientations; define your
/// own with ``init(name:osVersion:screenSize:scale:horizontalSizeClass:verticalSizeClass:safeAreaInsets:)``.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The model name, such as "iPhone 15".
    public var name: String
    /// The OS version string, such as "17.0".
    public var osVersion: String
    /// The screen size in points, in this orientation.
    public var screenSize: Size
    /// Pixels per point.
    public var scale: Double
    /// The horizontal size class iOS reports in this orientation.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class iOS reports in this orientation.
    public var verticalSizeClass: SizeClass
    /// The parts of the screen that the status bar, the sensor housing and the
    /// home indicator cover, in points: a window's `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets

    /// Creates a device profile.
    public init(
        name: String, osVersion: String, screenSize: Size, scale: Double,
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, safeAreaInsets: EdgeInsets = .zero
    ) {
        self.name = name
        self.osVersion = osVersion
        self.screenSize = screenSize
        self.scale = scale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.safeAreaInsets = safeAreaInsets
    }

    /// The traits a window on this device gives its views (light mode, large
    /// text, left to right).
    public var traitCollection: TraitCollection {
        TraitCollection(
            displayScale: scale, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass)
    }

    /// The screen in points, at the origin.
    public var screenBounds: Rect { Rect(origin: .zero, size: screenSize) }

    /// A name such as `iPhone 15 (iOS 17.0) 393.0 x 852.0 @3x`.
    public var description: String {
        "\(name) (iOS \(osVersion)) \(screenSize) @\(scale.formatted)x"
    }

    /// The device used by `drawHierarchy` when none is given; iPhone 15 unless changed.
    @MainActor public static var current: DeviceProfile = .iPhone15
}

private extension Double {
    /// The value without a fractional part when it has none.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
