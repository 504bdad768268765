/// An sRGB colour with straight (non-premultiplied) alpha, components in `0...1`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity: 0 is transparent, 1 opaque.
    public var alpha: Double

    /// Creates a colour from components in `0...1`; values outside are clamped,
    /// and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a colour from 8-bit components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Creates a colour from a `0xRRGGBB` value and an alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red8: UInt8((hex >> 16) & 0xFF), green8: UInt8((hex >> 8) & 0xFF),
            blue8: UInt8(hex & 0xFF))
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a colour from a string `#RGB`, `#RRGGBB` or `#RRGGBBAA`
    /// (the `#` is optional); `nil` when the string is not one of those.
    public init?(hexString: String) {
        var digits = Substring(hexString)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6:
            self.init(hex: value)
        case 8:
            self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A textual form such as `#FF3B30CC`.
    public var description: String {
        let parts = [red, green, blue, alpha].map { Color.byte($0) }
        return "#" + parts.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }

    /// The component as an 8-bit value, rounded to nearest.
    public static func byte(_ component: Double) -> UInt8 {
        UInt8((clamp(component) * 255).rounded())
    }

    private static func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
