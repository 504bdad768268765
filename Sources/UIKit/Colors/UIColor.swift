package import HeadlessGeometry
package import HeadlessLayers

/// A colour, which may resolve differently for light and dark appearances
/// (the semantic and system colours do, and so does one made with
/// ``init(dynamicProvider:)``). Components are in the sRGB space; a
/// Display P3 colour is converted into it exactly.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicolor)
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// The colour as the engine resolves it.
    package let dynamic: DynamicColor

    /// A colour that resolves as `dynamic` does.
    package init(dynamic: DynamicColor) {
        self.dynamic = dynamic
        super.init()
    }

    /// A fixed sRGB colour.
    package convenience init(_ color: Color) { self.init(dynamic: DynamicColor(color)) }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`, in sRGB.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A colour from sRGB components, 0 to 1 (values outside are kept, as
    /// UIKit's extended range is, and clipped when drawn).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey of `white` (0 black, 1 white) and `alpha`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from Display P3 components, converted into sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let components = [red, green, blue, alpha]
        let color = CGColorSpace(name: CGColorSpace.displayP3).flatMap { space in
            components.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
        }
        self.init(color?.sRGB ?? .clear)
    }

    /// The colour of a Core Graphics colour, in sRGB.
    public convenience init(cgColor: CGColor) { self.init(cgColor.sRGB) }

    /// A colour the provider chooses for each trait collection it is resolved with.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(
            dynamic: DynamicColor { traits in
                dynamicProvider(UITraitCollection(traits)).dynamic.resolved(with: traits)
            })
    }

    /// The colour for `traitCollection`: a fixed colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(dynamic.resolved(with: traitCollection.resolved))
    }

    /// The colour resolved for the current traits (``UITraitCollection/current``).
    var current: Color { dynamic.resolved(with: UITraitCollection.current.resolved) }

    /// The colour for the current traits as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(current) }

    /// The same colour with `alpha` in place of its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let dynamic = self.dynamic
        return UIColor(
            dynamic: DynamicColor { traits in
                var color = dynamic.resolved(with: traits)
                color.alpha = alpha
                return color
            })
    }

    /// The sRGB components for the current traits; true, as UIKit's for an RGB-compatible colour.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = current
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    /// The hue, saturation and brightness for the current traits; true.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = current
        let hsb = HSB.hsb(red: color.red, green: color.green, blue: color.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = color.alpha
        return true
    }

    /// The grey level (the mean of the sRGB components) for the current traits; true.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = current
        white?.pointee = (color.red + color.green + color.blue) / 3
        alpha?.pointee = color.alpha
        return true
    }

    /// Equal when they resolve to the same colours in the light and the dark appearance.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return UIColor.appearances.allSatisfy { dynamic.resolved(with: $0) == other.dynamic.resolved(with: $0) }
    }

    /// A hash of the light appearance's colour.
    public override var hash: Int { dynamic.resolved(with: .unattached).hashValue }

    /// `UIExtendedSRGBColorSpace 1 0 0 1`, UIKit's description, for the light appearance.
    public override var description: String {
        let color = dynamic.resolved(with: .unattached)
        let parts = [color.red, color.green, color.blue, color.alpha].map { String(format: "%g", $0) }
        return "UIExtendedSRGBColorSpace " + parts.joined(separator: " ")
    }

    /// The appearances equality compares.
    private static let appearances = [TraitCollection.unattached, TraitCollection(userInterfaceStyle: .dark)]
}

/// Hue, saturation and brightness to and from RGB.
enum HSB {
    /// The RGB components of a hue, saturation and brightness (each 0 to 1; hue wraps).
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f)), v = brightness
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The hue, saturation and brightness of RGB components.
    static func hsb(red: Double, green: Double, blue: Double) -> (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), range = maximum - minimum
        guard range > 0 else { return (0, 0, maximum) }
        var hue: Double
        if maximum == red {
            hue = (green - blue) / range
        } else if maximum == green {
            hue = 2 + (blue - red) / range
        } else {
            hue = 4 + (red - green) / range
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, range / maximum, maximum)
    }
}

/// The type of `#colorLiteral(red:green:blue:alpha:)`: UIKit's colour, as with `import UIKit` on iOS.
public typealias _ColorLiteralType = UIColor
