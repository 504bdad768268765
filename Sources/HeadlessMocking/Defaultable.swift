/// A type with a natural default value, which a ``Mock`` returns from a
/// mocked method when no result was registered for it.
///
/// Numbers default to zero, `Bool` to `false`, strings and collections to
/// empty, and `Optional` to `nil`. Conform your own types to make them
/// usable without registration:
///
/// ```swift
/// extension User: Defaultable {
///     static var defaultValue: User { User(name: "") }
/// }
/// ```
///
/// Types that are `AdditiveArithmetic`, `RangeReplaceableCollection`,
/// `SetAlgebra`, `ExpressibleByDictionaryLiteral` or `ExpressibleByNilLiteral`
/// get their default from a protocol extension and only need to declare the
/// conformance.
public protocol Defaultable {
    /// The value returned when nothing else was registered.
    static var defaultValue: Self { get }
}

extension Defaultable where Self: AdditiveArithmetic {
    /// Zero.
    public static var defaultValue: Self { .zero }
}

extension Defaultable where Self: RangeReplaceableCollection {
    /// The empty collection.
    public static var defaultValue: Self { Self() }
}

extension Defaultable where Self: SetAlgebra {
    /// The empty set.
    public static var defaultValue: Self { Self() }
}

extension Defaultable where Self: ExpressibleByDictionaryLiteral {
    /// The empty dictionary.
    public static var defaultValue: Self { [:] }
}

extension Defaultable where Self: ExpressibleByNilLiteral {
    /// `nil`.
    public static var defaultValue: Self { nil }
}

extension Bool: Defaultable {
    /// `false`.
    public static var defaultValue: Bool { false }
}

extension Int: Defaultable {}
extension Int8: Defaultable {}
extension Int16: Defaultable {}
extension Int32: Defaultable {}
extension Int64: Defaultable {}
extension UInt: Defaultable {}
extension UInt8: Defaultable {}
extension UInt16: Defaultable {}
extension UInt32: Defaultable {}
extension UInt64: Defaultable {}
extension Double: Defaultable {}
extension Float: Defaultable {}
extension String: Defaultable {}
extension Substring: Defaultable {}
extension Array: Defaultable {}
extension ContiguousArray: Defaultable {}
extension Set: Defaultable {}
extension Dictionary: Defaultable {}
extension Optional: Defaultable {}
