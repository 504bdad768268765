import HeadlessGeometry

/// Common devices, in portrait and landscape, with the size classes and
/// safe-area insets iOS reports (status bar or sensor housing, home indicator).
extension DeviceProfile {
    /// The OS version of the presets.
    public static let presetOSVersion = "17.0"

    private static func preset(
        _ name: String, _ width: Double, _ height: Double, scale: Double,
        _ horizontal: SizeClass, _ vertical: SizeClass, safeArea: EdgeInsets
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, osVersion: presetOSVersion, screenSize: Size(width: width, height: height),
            scale: scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical, safeAreaInsets: safeArea)
    }

    /// A status bar of `top` points and a home indicator of `bottom` points.
    private static func bars(top: Double, bottom: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// The sensor housing's `side` points on the left and right, the home indicator's `bottom`.
    private static func sides(_ side: Double, bottom: Double) -> EdgeInsets {
        EdgeInsets(top: 0, left: side, bottom: bottom, right: side)
    }

    /// iPhone SE (3rd generation), portrait: 375 x 667 pt @2x, compact width, regular height; a 20-point status bar.
    public static let iPhoneSE3 = preset(
        "iPhone SE (3rd generation)", 375, 667, scale: 2, .compact, .regular,
        safeArea: bars(top: 20, bottom: 0))
    /// iPhone SE (3rd generation), landscape: 667 x 375 pt @2x, compact width and height.
    public static let iPhoneSE3Landscape = preset(
        "iPhone SE (3rd generation)", 667, 375, scale: 2, .compact, .compact,
        safeArea: .zero)
    /// iPhone 15, portrait: 393 x 852 pt @3x, compact width, regular height; safe area 59 top, 34 bottom.
    public static let iPhone15 = preset("iPhone 15", 393, 852, scale: 3, .compact, .regular, safeArea: bars(top: 59, bottom: 34))
    /// iPhone 15, landscape: 852 x 393 pt @3x, compact width and height; safe area 59 left and right, 21 bottom.
    public static let iPhone15Landscape = preset(
        "iPhone 15", 852, 393, scale: 3, .compact, .compact,
        safeArea: sides(59, bottom: 21))
    /// iPhone 15 Pro Max, portrait: 430 x 932 pt @3x, compact width, regular height; safe area 59 top, 34 bottom.
    public static let iPhone15ProMax = preset(
        "iPhone 15 Pro Max", 430, 932, scale: 3, .compact, .regular,
        safeArea: bars(top: 59, bottom: 34))
    /// iPhone 15 Pro Max, landscape: 932 x 430 pt @3x, regular width, compact height; safe area 59 left and right, 21 bottom.
    public static let iPhone15ProMaxLandscape = preset(
        "iPhone 15 Pro Max", 932, 430, scale: 3, .regular, .compact,
        safeArea: sides(59, bottom: 21))
    /// iPad (10th generation), portrait: 820 x 1180 pt @2x, regular width and height; safe area 24 top, 20 bottom.
    public static let iPad10 = preset(
        "iPad (10th generation)", 820, 1180, scale: 2, .regular, .regular,
        safeArea: bars(top: 24, bottom: 20))
    /// iPad (10th generation), landscape: 1180 x 820 pt @2x, regular width and height; safe area 24 top, 20 bottom.
    public static let iPad10Landscape = preset(
        "iPad (10th generation)", 1180, 820, scale: 2, .regular, .regular,
        safeArea: bars(top: 24, bottom: 20))

    /// Every preset, portrait then landscape for each model.
    public static let presets: [DeviceProfile] = [
        .iPhoneSE3, .iPhoneSE3Landscape, .iPhone15, .iPhone15Landscape,
        .iPhone15ProMax, .iPhone15ProMaxLandscape, .iPad10, .iPad10Landscape,
    ]
}
