extension Matcher where Value: Equatable & Sendable {
    /// Matches values equal to `expected`; reads as the expected value
    /// itself, for example `"done"` or `42`.
    public static func equalTo(_ expected: Value) -> Matcher {
        Matcher(describeValue(expected)) { $0 == expected }
    }
}

extension Matcher {
    /// Matches `nil`; reads "nil".
    public static func nilValue<Wrapped>() -> Matcher where Value == Wrapped? {
        Matcher("nil") { $0 == nil }
    }

    /// Matches any value that is not `nil`; reads "not nil".
    public static func notNilValue<Wrapped>() -> Matcher where Value == Wrapped? {
        .not(.nilValue())
    }
}
