/// The key for a localized string resource: here, the string itself, with
/// interpolations formatted as SwiftUI formats them (integers in decimal,
/// floating-point numbers with `%lf`, which shows six decimals).
/// See [LocalizedStringKey](https://developer.apple.com/documentation/swiftui/localizedstringkey).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// Creates a localized string key from the given string value.
    public init(_ value: String) { key = value }

    public init(stringLiteral value: String) { key = value }

    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }

        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation<Subject: CustomStringConvertible>(_ subject: Subject) { output += subject.description }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { output += String(value) }
        public mutating func appendInterpolation(_ value: Double) { output += String(format: "%lf", value) }
        public mutating func appendInterpolation(_ value: Float) { output += String(format: "%lf", Double(value)) }
        public mutating func appendInterpolation(_ value: CGFloat) { output += String(format: "%lf", Double(value)) }
        /// Appends a number formatted with a `printf`-style specifier.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { output += String(format: specifier, value) }
        /// Appends the string a text view shows.
        public mutating func appendInterpolation(_ text: Text) { output += text.plainString }
    }
}
