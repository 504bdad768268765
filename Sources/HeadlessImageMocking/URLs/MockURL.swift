import Foundation

/// Reading mock URLs, whose parts are not a host and a path: `ratio://3:2`
/// would otherwise be host 3, port 2.
enum MockURL {
    /// Whether `url` has the scheme `scheme` (compared case-insensitively).
    static func has(_ url: URL, scheme: String) -> Bool { url.scheme?.lowercased() == scheme }

    /// What follows `scheme://` (or `scheme:`) up to any query or fragment,
    /// percent-decoded. A query or fragment (`size://300x200#b`) makes a
    /// different URL, so a different image colour, of the same description.
    static func body(of url: URL) -> String {
        let full = url.absoluteString
        let text = full[..<(full.firstIndex { $0 == "?" || $0 == "#" } ?? full.endIndex)]
        guard let colon = text.firstIndex(of: ":") else { return "" }
        var rest = text[text.index(after: colon)...]
        if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
        return String(rest).removingPercentEncoding ?? String(rest)
    }

    /// Two finite positive numbers separated by one of `separators`, or `nil`.
    static func pair(in body: String, separatedBy separators: Set<Character>) -> (Double, Double)? {
        let parts = body.split(omittingEmptySubsequences: false) { separators.contains($0) }
        guard parts.count == 2, let first = number(parts[0]), let second = number(parts[1]) else { return nil }
        return (first, second)
    }

    /// A finite positive decimal number (digits and at most one point; no signs, exponents or names).
    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(text), value.isFinite, value > 0
        else { return nil }
        return value
    }
}
