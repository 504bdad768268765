package import HeadlessGeometry

/// The name of a colour space, as Core Graphics' `CFString` names; Linux has
/// no `CFString`, so names are strings here.
public typealias CFString = String

/// How a colour space's components are interpreted, as Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// A colour space, as Core Graphics' `CGColorSpace`: how a colour's
/// components map to the sRGB this package draws in.
///
/// The spaces iOS code uses are known by name: sRGB (and the device RGB of
/// an iPhone, which is sRGB), extended and linear sRGB, Display P3 (what
/// `UIColor(displayP3Red:…)` makes) and Generic Gray Gamma 2.2 (what
/// `UIColor(white:alpha:)` and `CGColor(gray:alpha:)` make). Conversion to
/// sRGB goes through linear light with the spaces' own transfer curves and a
/// matrix derived from their primaries, so white stays exactly white;
/// colours outside sRGB are clipped when drawn, as into an 8-bit context.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The sRGB colour space (IEC 61966-2-1).
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB extended beyond 0...1.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer curve.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Extended sRGB primaries with a linear transfer curve.
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3: DCI-P3 primaries, the D65 white point and the sRGB transfer curve.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Grey with a 2.2 gamma curve.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Grey with a linear curve.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Grey with the sRGB transfer curve, extended beyond 0...1.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

    /// The spaces this package can convert, by their behaviour.
    enum Kind: Hashable, Sendable {
        case sRGB, linearSRGB, displayP3, grayGamma22, linearGray, sRGBGray
    }

    /// The space's name.
    public let name: CFString?
    let kind: Kind

    /// The colour space named `name`, or `nil` for a name this package does not know.
    public init?(name: CFString) {
        let kinds: [CFString: Kind] = [
            CGColorSpace.sRGB: .sRGB, CGColorSpace.extendedSRGB: .sRGB, CGColorSpace.linearSRGB: .linearSRGB,
            CGColorSpace.extendedLinearSRGB: .linearSRGB, CGColorSpace.displayP3: .displayP3,
            CGColorSpace.genericGrayGamma2_2: .grayGamma22, CGColorSpace.linearGray: .linearGray,
            CGColorSpace.extendedGray: .sRGBGray,
        ]
        guard let kind = kinds[name] else { return nil }
        self.name = name
        self.kind = kind
    }

    /// The number of colour components, without alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Whether the components are grey or red, green and blue.
    public var model: CGColorSpaceModel {
        switch kind {
        case .sRGB, .linearSRGB, .displayP3: .rgb
        case .grayGamma22, .linearGray, .sRGBGray: .monochrome
        }
    }

    /// Spaces are equal when they have the same name.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The name, such as `kCGColorSpaceDisplayP3`.
    public var description: String { name ?? "unnamed colour space" }

    /// The colour of `components` (colour components first; any after them
    /// are ignored) and `alpha` in this package's sRGB, clipped to 0...1.
    package func sRGB(of components: [CGFloat], alpha: CGFloat) -> HeadlessGeometry.Color {
        let rgb = sRGBComponents(of: components)
        func clip(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        return HeadlessGeometry.Color(red: clip(rgb.red), green: clip(rgb.green), blue: clip(rgb.blue), alpha: clip(alpha))
    }

    /// `components` (without alpha) as sRGB components, unclipped.
    func sRGBComponents(of components: [CGFloat]) -> (red: Double, green: Double, blue: Double) {
        switch kind {
        case .sRGB:
            return (components[0], components[1], components[2])
        case .linearSRGB:
            return (TransferCurve.encodeSRGB(components[0]), TransferCurve.encodeSRGB(components[1]), TransferCurve.encodeSRGB(components[2]))
        case .displayP3:
            let linear = [components[0], components[1], components[2]].map { TransferCurve.decodeSRGB(Double($0)) }
            let m = CGColorSpace.displayP3ToSRGB
            return (
                TransferCurve.encodeSRGB(m[0] * linear[0] + m[1] * linear[1] + m[2] * linear[2]),
                TransferCurve.encodeSRGB(m[3] * linear[0] + m[4] * linear[1] + m[5] * linear[2]),
                TransferCurve.encodeSRGB(m[6] * linear[0] + m[7] * linear[1] + m[8] * linear[2])
            )
        case .grayGamma22, .linearGray, .sRGBGray:
            let gray = Double(components[0])
            let light = kind == .grayGamma22 ? TransferCurve.decodeGamma22(gray) : kind == .linearGray ? gray : TransferCurve.decodeSRGB(gray)
            let value = TransferCurve.encodeSRGB(light)
            return (value, value, value)
        }
    }

    /// Linear Display P3 to linear sRGB, row by row: the inverse of sRGB's
    /// primaries matrix times Display P3's, both derived from their
    /// chromaticities (ITU-R BT.709 and SMPTE EG 432-1) and the D65 white
    /// point, so each row sums to one.
    static let displayP3ToSRGB: [Double] = {
        let sRGB = primariesMatrix(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))
        let p3 = primariesMatrix(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060))
        return multiply(invert(sRGB), p3)
    }()

    /// The RGB to XYZ matrix of primaries with the D65 white point (x 0.3127, y 0.3290).
    private static func primariesMatrix(red: (Double, Double), green: (Double, Double), blue: (Double, Double)) -> [Double] {
        func xyz(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
        let r = xyz(red), g = xyz(green), b = xyz(blue), white = xyz((0.3127, 0.3290))
        let columns = [r[0], g[0], b[0], r[1], g[1], b[1], r[2], g[2], b[2]]
        let s = multiply(invert(columns), white)
        return [r[0] * s[0], g[0] * s[1], b[0] * s[2], r[1] * s[0], g[1] * s[1], b[1] * s[2], r[2] * s[0], g[2] * s[1], b[2] * s[2]]
    }

    /// The inverse of a 3 x 3 matrix given row by row.
    private static func invert(_ m: [Double]) -> [Double] {
        let det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
        return [
            (m[4] * m[8] - m[5] * m[7]) / det, (m[2] * m[7] - m[1] * m[8]) / det, (m[1] * m[5] - m[2] * m[4]) / det,
            (m[5] * m[6] - m[3] * m[8]) / det, (m[0] * m[8] - m[2] * m[6]) / det, (m[2] * m[3] - m[0] * m[5]) / det,
            (m[3] * m[7] - m[4] * m[6]) / det, (m[1] * m[6] - m[0] * m[7]) / det, (m[0] * m[4] - m[1] * m[3]) / det,
        ]
    }

    /// A 3 x 3 matrix times a 3 x 3 matrix or a 3-vector, row by row.
    private static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        let columns = b.count / 3
        return (0..<3).flatMap { row in
            (0..<columns).map { column in
                (0..<3).reduce(0) { sum, k in sum + a[row * 3 + k] * b[k * columns + column] }
            }
        }
    }
}

/// Creates the device RGB space: sRGB, as an iPhone's display space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }

/// Creates the device grey space: Generic Gray Gamma 2.2, as on iOS.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)! }
