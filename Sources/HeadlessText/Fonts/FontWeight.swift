/// The weight (boldness) of a font face on the OpenType scale of 1 to 1000,
/// where 400 is regular and 700 is bold, as in `UIFont.Weight`.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The OpenType weight class (`usWeightClass` in the `OS/2` table).
    public let value: Int

    /// A weight with the given OpenType weight class, clamped to 1...1000.
    public init(_ value: Int) {
        self.value = Swift.min(1000, Swift.max(1, value))
    }

    /// Weight 100, the lightest of `UIFont.Weight` (San Francisco's Ultralight).
    public static let ultraLight = FontWeight(100)
    /// Weight 200, as `UIFont.Weight.thin`, between ultra-light and light.
    public static let thin = FontWeight(200)
    /// Weight 300.
    public static let light = FontWeight(300)
    /// Weight 400, the weight of body text.
    public static let regular = FontWeight(400)
    /// Weight 500.
    public static let medium = FontWeight(500)
    /// Weight 600.
    public static let semibold = FontWeight(600)
    /// Weight 700.
    public static let bold = FontWeight(700)
    /// Weight 800.
    public static let heavy = FontWeight(800)
    /// Weight 900.
    public static let black = FontWeight(900)

    /// Orders weights from lightest to heaviest.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    /// The weight class as a number, such as `700`.
    public var description: String { String(value) }
}
