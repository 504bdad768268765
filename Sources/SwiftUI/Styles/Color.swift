/// A representation of a color that adapts to a given context: a UIKit
/// colour (dynamic where the system's are), resolved for the environment's
/// color scheme when drawn.
/// See [Color](https://developer.apple.com/documentation/swiftui/color).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    let uiColor: UIColor
    let name: String?

    init(_ uiColor: UIColor, name: String?) {
        self.uiColor = uiColor
        self.name = name
    }

    /// Creates a color from a UIKit color.
    public init(uiColor: UIColor) { self.init(uiColor, name: nil) }

    /// Creates a color from a UIKit color.
    public init(_ color: UIColor) { self.init(uiColor: color) }

    /// Creates a color from a Core Graphics color.
    public init(cgColor: CGColor) { self.init(uiColor: UIColor(cgColor: cgColor)) }

    /// Creates a constant color from red, green, and blue component values in the sRGB color space.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let color =
            colorSpace == .displayP3
            ? UIColor(displayP3Red: red, green: green, blue: blue, alpha: opacity)
            : UIColor(red: red, green: green, blue: blue, alpha: opacity)
        self.init(uiColor: color)
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(uiColor: UIColor(white: white, alpha: opacity))
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(uiColor: UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
    }

    /// Creates a color from a color set in an asset catalog; clear, as on iOS, when there is none of that name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(UIColor(named: name, in: bundle, compatibleWith: nil) ?? .clear, name: name)
    }

    /// A color set to `opacity` times this color's.
    public func opacity(_ opacity: Double) -> Color {
        Color(
            UIColor(dynamicProvider: { [uiColor] traits in
                let resolved = uiColor.resolvedColor(with: traits)
                var alpha: CGFloat = 0
                _ = resolved.getRed(nil, green: nil, blue: nil, alpha: &alpha)
                return resolved.withAlphaComponent(alpha * opacity)
            }), name: name.map { "\($0) \(opacity)" })
    }

    /// The color, resolved for `environment`'s color scheme.
    func resolved(in environment: EnvironmentValues) -> UIColor {
        uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light))
    }

    public var description: String { name ?? uiColor.description }

    public static func == (lhs: Color, rhs: Color) -> Bool { lhs.uiColor == rhs.uiColor && lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public static let red = Color(.systemRed, name: "red")
    public static let orange = Color(.systemOrange, name: "orange")
    public static let yellow = Color(.systemYellow, name: "yellow")
    public static let green = Color(.systemGreen, name: "green")
    public static let mint = Color(.systemMint, name: "mint")
    public static let teal = Color(.systemTeal, name: "teal")
    public static let cyan = Color(.systemCyan, name: "cyan")
    public static let blue = Color(.systemBlue, name: "blue")
    public static let indigo = Color(.systemIndigo, name: "indigo")
    public static let purple = Color(.systemPurple, name: "purple")
    public static let pink = Color(.systemPink, name: "pink")
    public static let brown = Color(.systemBrown, name: "brown")
    public static let white = Color(.white, name: "white")
    public static let gray = Color(.systemGray, name: "gray")
    public static let black = Color(.black, name: "black")
    public static let clear = Color(.clear, name: "clear")
    /// The color to use for primary content: the label colour.
    public static let primary = Color(.label, name: "primary")
    /// The color to use for secondary content: the secondary label colour.
    public static let secondary = Color(.secondaryLabel, name: "secondary")
    /// The accent color: the system blue.
    public static let accentColor = Color(.systemBlue, name: "accentColor")
}

extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func nodes(in context: ResolveContext) -> [Node] {
        [ShapeNode.filling(self, in: context)]
    }
}
