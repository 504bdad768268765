import Foundation

extension Snapshotting where Format == String {
    /// A value's `String(describing:)`, in a `.txt` reference, compared line by line.
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback { String(describing: $0) }
    }

    /// A value dumped by the standard library's `dump`, in a `.txt` reference,
    /// compared line by line. (swift-snapshot-testing sorts and formats its
    /// own dump; the standard one keeps declaration order.)
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { value in
            var text = ""
            Swift.dump(value, to: &text)
            return text
        }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// A value encoded as pretty-printed JSON with sorted keys, in a `.json` reference.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return json(encoder)
    }

    /// A value encoded by `encoder`, in a `.json` reference.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        encoded(pathExtension: "json", by: encoder.encode)
    }

    /// A value encoded as an XML property list, in a `.plist` reference.
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return plist(encoder)
    }

    /// A value encoded by `encoder`, in a `.plist` reference.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        encoded(pathExtension: "plist", by: encoder.encode)
    }

    /// A value encoded by `encode` as UTF-8 text, compared line by line, in a
    /// reference with `pathExtension`; `encoding failed` when it throws.
    private static func encoded(pathExtension: String, by encode: @escaping (Value) throws -> Data) -> Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (value: Value) in
            (try? encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "encoding failed"
        }
        strategy.pathExtension = pathExtension
        return strategy
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// Bytes as they are, in a file without an extension, compared byte for byte.
    public static var data: Snapshotting {
        Snapshotting(
            pathExtension: nil,
            diffing: Diffing(
                toData: { $0 }, fromData: { $0 },
                diff: { old, new in
                    guard old != new else { return nil }
                    let message = old.count == new.count ? "Expected data to match" : "Expected \(new) to match \(old)"
                    return (message, [])
                }))
    }
}
