/// How much a constraint matters, from 1 to 1000, as `UILayoutPriority`:
/// a ``required`` constraint must hold; an optional one holds as far as the
/// required ones and those of higher priority allow (a higher priority always wins).
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority's value.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: a button's content compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` pulls the size to the target with by default.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the constraint must hold.
    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether a constraint may have it: 1 through 1000, a finite number.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `lhs` raised by `rhs`, as `priority + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// `lhs` lowered by `rhs`, as `priority - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The value, without a fractional part when it has none.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e7 ? String(Int(rawValue)) : String(rawValue)
    }
}
