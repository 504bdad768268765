package import HeadlessGeometry

/// A colour with its colour space, as Core Graphics' `CGColor`: what
/// `UIColor.cgColor` gives and what layers' border and shadow colours take.
///
/// The components stay in their own space (``components``); drawing
/// converts them to sRGB (see ``CGColorSpace``).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour space of ``components``.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha, such as red, green, blue, alpha.
    public let components: [CGFloat]?

    private init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        self.components = components
    }

    /// An sRGB colour (Core Graphics' `CGColor(red:green:blue:alpha:)` makes sRGB on iOS 13 and later).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpaceCreateDeviceRGB(), components: [red, green, blue, alpha])
    }

    /// A grey in Generic Gray Gamma 2.2.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(genericGrayGamma2_2Gray: gray, alpha: alpha)
    }

    /// A grey in Generic Gray Gamma 2.2.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpaceCreateDeviceGray(), components: [gray, alpha])
    }

    /// A colour of `space` from its components followed by alpha
    /// (`numberOfComponents + 1` values, read from `components`).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        guard values.allSatisfy(\.isFinite) else { return nil }
        self.init(space: space, components: values)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: colorSpace, components: values)
    }

    /// Colours are equal when their spaces and components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    /// Hashes the space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    /// The space and components, such as `kCGColorSpaceDisplayP3 [1.0, 0.0, 0.0, 1.0]`.
    public var description: String { "\(colorSpace?.description ?? "no space") \(components ?? [])" }

    /// The colour in this package's sRGB, components clipped to 0...1.
    package var sRGB: HeadlessGeometry.Color {
        guard let colorSpace, let components else { return .clear }
        return colorSpace.sRGB(of: components, alpha: alpha)
    }
}

extension CGColor {
    /// The same colour, in sRGB.
    package convenience init(_ color: HeadlessGeometry.Color) {
        self.init(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
