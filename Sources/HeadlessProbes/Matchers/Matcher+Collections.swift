extension Matcher where Value: Collection & SendableMetatype {
    /// Matches collections with exactly `count` elements; reads
    /// "a collection with count …".
    public static func hasCount(_ count: Int) -> Matcher {
        Matcher("a collection with count \(count)") { $0.count == count }
    }

    /// Matches empty collections; reads "an empty collection".
    public static func empty() -> Matcher {
        Matcher("an empty collection") { $0.isEmpty }
    }
}

extension Matcher where Value: Sequence & SendableMetatype {
    /// Matches sequences with at least one element that `element` matches;
    /// reads "a collection containing …".
    public static func contains(_ element: Matcher<Value.Element>) -> Matcher {
        Matcher("a collection containing \(element.description)") { sequence in
            sequence.contains { element.matches($0) }
        }
    }
}

extension Matcher where Value: Sequence & SendableMetatype, Value.Element: Equatable & Sendable {
    /// Matches sequences with at least one element equal to `element`;
    /// reads "a collection containing …".
    public static func contains(_ element: Value.Element) -> Matcher {
        .contains(.equalTo(element))
    }
}
