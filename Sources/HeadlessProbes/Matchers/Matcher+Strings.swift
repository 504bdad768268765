extension Matcher where Value: StringProtocol & SendableMetatype {
    /// Matches strings that start with `prefix`; reads "a string starting with …".
    public static func hasPrefix(_ prefix: String) -> Matcher {
        Matcher("a string starting with \(describeValue(prefix))") { $0.hasPrefix(prefix) }
    }

    /// Matches strings that end with `suffix`; reads "a string ending with …".
    public static func hasSuffix(_ suffix: String) -> Matcher {
        Matcher("a string ending with \(describeValue(suffix))") { $0.hasSuffix(suffix) }
    }

    /// Matches strings that contain `substring`; reads "a string containing …".
    public static func containsString(_ substring: String) -> Matcher {
        Matcher("a string containing \(describeValue(substring))") { $0.contains(substring) }
    }
}
