import HeadlessGeometry

/// A colour that depends on the traits it is drawn with, as a dynamic
/// `UIColor`: resolved against the view's ``TraitCollection`` when the view
/// tree is prepared for rendering.
public struct DynamicColor: Sendable {
    private let provider: @Sendable (TraitCollection) -> Color

    /// A colour computed from the traits.
    public init(_ provider: @escaping @Sendable (TraitCollection) -> Color) {
        self.provider = provider
    }

    /// The same colour for every trait collection.
    public init(_ color: Color) {
        self.provider = { _ in color }
    }

    /// One colour in light mode, another in dark mode.
    public init(light: Color, dark: Color) {
        self.provider = { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// The colour for `traits`.
    public func resolved(with traits: TraitCollection) -> Color { provider(traits) }

    /// Opaque black.
    public static let black = DynamicColor(.black)
    /// Opaque white.
    public static let white = DynamicColor(.white)
    /// Fully transparent.
    public static let clear = DynamicColor(.clear)
    /// Opaque red.
    public static let red = DynamicColor(.red)
    /// Opaque green.
    public static let green = DynamicColor(.green)
    /// Opaque blue.
    public static let blue = DynamicColor(.blue)
    /// The system tint: `#007AFF` light, `#0A84FF` dark.
    public static let systemBlue = DynamicColor(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0A84FF))
    /// Primary text: black in light mode, white in dark mode.
    public static let label = DynamicColor(light: .black, dark: .white)
    /// Secondary text: `#3C3C43` at 60 % light, `#EBEBF5` at 60 % dark.
    public static let secondaryLabel = DynamicColor(
        light: Color(hex: 0x3C3C43, alpha: 0.6),
        dark: Color(hex: 0xEBEBF5, alpha: 0.6))
    /// The main background: white in light mode, black in dark mode.
    public static let systemBackground = DynamicColor(light: .white, dark: .black)
    /// The grouped background: `#F2F2F7` light, black dark.
    public static let systemGroupedBackground = DynamicColor(light: Color(hex: 0xF2F2F7), dark: .black)
}
