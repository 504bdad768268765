import Foundation
import HeadlessRaster

/// The JSON files the engine writes (results, run manifests): pretty-printed
/// with sorted keys, so they diff well, and written atomically.
enum JSONFile {
    /// Writes `value` as JSON to `file`, atomically (see ``ReferenceWriter/write(_:to:replacement:)``).
    static func write(
        _ value: some Encodable, to file: URL,
        replacement: AtomicFile.Replacement = .renamingOver
    ) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try ReferenceWriter.write(encoder.encode(value), to: file, replacement: replacement)
    }
}
