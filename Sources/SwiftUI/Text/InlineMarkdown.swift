/// The inline Markdown SwiftUI applies to a string literal in `Text`:
/// `**strong**` (or `__strong__`), `*emphasis*` (or `_emphasis_`),
/// `` `code` `` and `~~strikethrough~~`; a backslash escapes the next
/// character, and a marker that is never closed is shown as it is.
enum InlineMarkdown {
    private static let markers: [(token: String, apply: @Sendable (inout Text.Run) -> Void)] = [
        ("**", { $0.weight = .bold }), ("__", { $0.weight = .bold }), ("~~", { $0.isStruckThrough = true }),
        ("*", { $0.isItalic = true }), ("_", { $0.isItalic = true }), ("`", { $0.isMonospaced = true }),
    ]

    /// The bytes that can begin a marker or an escape.
    private static let markerBytes = Set("*_~`\\".utf8)

    /// The runs of `source`.
    static func runs(of source: String) -> [Text.Run] {
        // Most strings hold no marker or backslash: one run, without the parse.
        guard source.utf8.contains(where: markerBytes.contains) else { return [Text.Run(string: source)] }
        var runs: [Text.Run] = []
        parse(Substring(source), style: Text.Run(string: ""), into: &runs)
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }

    private static func parse(_ source: Substring, style: Text.Run, into runs: inout [Text.Run]) {
        var plain = ""
        var rest = source
        func flush() {
            guard !plain.isEmpty else { return }
            var run = style
            run.string = plain
            runs.append(run)
            plain = ""
        }
        while let character = rest.first {
            if character == "\\", rest.count > 1 {
                plain.append(rest[rest.index(after: rest.startIndex)])
                rest = rest.dropFirst(2)
                continue
            }
            if let marker = markers.first(where: { rest.hasPrefix($0.token) }),
                let close = rest.dropFirst(marker.token.count).range(of: marker.token),
                close.lowerBound > rest.index(rest.startIndex, offsetBy: marker.token.count)
            {
                flush()
                var inner = style
                marker.apply(&inner)
                let content = rest[rest.index(rest.startIndex, offsetBy: marker.token.count)..<close.lowerBound]
                if marker.token == "`" {
                    inner.string = String(content)
                    runs.append(inner)
                } else {
                    parse(content, style: inner, into: &runs)
                }
                rest = rest[close.upperBound...]
                continue
            }
            plain.append(character)
            rest = rest.dropFirst()
        }
        flush()
    }
}
