import Foundation

extension Snapshotting where Value == String, Format == String {
    /// Text as it is, in a `.txt` reference, compared line by line (see ``Diffing/lines``).
    public static var lines: Snapshotting { Snapshotting(diffing: .lines) }
}

extension Snapshotting where Value: CustomStringConvertible, Format == String {
    /// A value's `description`, compared line by line.
    public static var description: Snapshotting {
        Snapshotting<String, String>.lines.pullback { (value: Value) in value.description }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// A value encoded as pretty-printed JSON with sorted keys, in a `.json`
    /// reference, compared line by line.
    public static var json: Snapshotting {
        json(JSONEncoder.snapshotDefault)
    }

    /// A value encoded by `encoder`, in a `.json` reference, compared line by line.
    public static func json(_ encoder: @autoclosure @escaping @Sendable () -> JSONEncoder) -> Snapshotting {
        var diffing = Diffing<String>.lines
        diffing.pathExtension = "json"
        return Snapshotting(diffing: diffing) { value in
            String(decoding: try encoder().encode(value), as: UTF8.self)
        }
    }
}

extension JSONEncoder {
    /// Pretty-printed, sorted keys, slashes unescaped: the same bytes for the same value on every run.
    static var snapshotDefault: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
