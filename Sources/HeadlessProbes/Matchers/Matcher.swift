/// A Hamcrest-style predicate over values that can describe itself, so that a
/// failure reads "Expected a string starting with "ab", got "xy"".
///
/// The built-in matchers are static members, written with a leading dot where
/// a matcher is expected: `.equalTo("done")`, `.not(.empty())`,
/// `.allOf(.greaterThan(0), .lessThan(10))`. Write your own with
/// ``init(_:matches:)``.
///
/// A matcher is `Sendable` whatever its value type: it holds only its
/// description and a `@Sendable` predicate, so it can be built anywhere and
/// handed to any isolation.
public struct Matcher<Value>: Sendable {
    /// What a matching value looks like, phrased to follow the word
    /// "Expected", for example `a value greater than 3`.
    public let description: String

    private let predicate: @Sendable (Value) -> Bool

    /// Creates a matcher.
    /// - Parameters:
    ///   - description: What a matching value looks like, phrased to follow
    ///     "Expected".
    ///   - matches: Returns whether a value matches.
    public init(_ description: String, matches: @escaping @Sendable (Value) -> Bool) {
        self.description = description
        self.predicate = matches
    }

    /// Returns whether `value` matches.
    public func matches(_ value: Value) -> Bool {
        predicate(value)
    }
}
