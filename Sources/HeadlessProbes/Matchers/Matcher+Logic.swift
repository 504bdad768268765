extension Matcher {
    /// Matches values that `matcher` does not match; reads "not …".
    public static func not(_ matcher: Matcher) -> Matcher {
        Matcher("not \(matcher.description)") { !matcher.matches($0) }
    }

    /// Matches values that every one of `matchers` matches; reads
    /// "(… and …)". With no matchers it matches everything.
    public static func allOf(_ matchers: Matcher...) -> Matcher {
        Matcher(joined(matchers, by: "and")) { value in
            matchers.allSatisfy { $0.matches(value) }
        }
    }

    /// Matches values that at least one of `matchers` matches; reads
    /// "(… or …)". With no matchers it matches nothing.
    public static func anyOf(_ matchers: Matcher...) -> Matcher {
        Matcher(joined(matchers, by: "or")) { value in
            matchers.contains { $0.matches(value) }
        }
    }

    private static func joined(_ matchers: [Matcher], by conjunction: String) -> String {
        "(" + matchers.map(\.description).joined(separator: " \(conjunction) ") + ")"
    }
}
