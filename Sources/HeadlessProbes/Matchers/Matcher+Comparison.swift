extension Matcher where Value: Comparable & Sendable {
    /// Matches values greater than `bound`; reads "a value greater than …".
    public static func greaterThan(_ bound: Value) -> Matcher {
        Matcher("a value greater than \(describeValue(bound))") { $0 > bound }
    }

    /// Matches values less than `bound`; reads "a value less than …".
    public static func lessThan(_ bound: Value) -> Matcher {
        Matcher("a value less than \(describeValue(bound))") { $0 < bound }
    }
}

extension Matcher where Value: FloatingPoint & Sendable {
    /// Matches values within `delta` of `expected`, bounds included; reads
    /// "a numeric value within … of …". NaN matches nothing.
    public static func closeTo(_ expected: Value, within delta: Value) -> Matcher {
        Matcher("a numeric value within \(describeValue(delta)) of \(describeValue(expected))") {
            abs($0 - expected) <= delta
        }
    }
}
