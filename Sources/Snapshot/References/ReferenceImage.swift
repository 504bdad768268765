import Foundation
import Raster

/// A reference file as found on disk: its bytes and what its stamp says,
/// read without decoding the image.
struct ReferenceImage: Sendable {
    /// Where it is.
    let url: URL
    /// The file's bytes.
    let data: Data
    /// The stamp the file carries, if it has a well-formed one.
    let declaredStamp: ReferenceStamp?
    /// Whether the declared stamp's image data digest matches the file's image data.
    let stampMatchesImageData: Bool

    /// The stamp, when the file has one that still describes its image data.
    var stamp: ReferenceStamp? { stampMatchesImageData ? declaredStamp : nil }

    /// Reads the file at `url`; nil when there is none.
    ///
    /// - Throws: ``SnapshotError/unreadableReference(path:reason:)`` when
    ///   something is there but cannot be read.
    static func read(_ url: URL) throws(SnapshotError) -> ReferenceImage? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw .unreadableReference(path: url.path, reason: "it is a directory") }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableReference(path: url.path, reason: error.localizedDescription)
        }
        let scan = data.withUnsafeBytes(PNGImageData.init)
        let stamp = scan.stampText.flatMap(ReferenceStamp.init(text:))
        return ReferenceImage(url: url, data: data, declaredStamp: stamp,
                              stampMatchesImageData: scan.digest != nil && scan.digest == stamp?.imageDataDigest)
    }

    /// The decoded pixels.
    ///
    /// - Throws: ``SnapshotError/unreadableReference(path:reason:)`` for a
    ///   corrupt, truncated or oversized PNG.
    func decoded() throws(SnapshotError) -> Bitmap {
        do { return try Bitmap(pngData: data) } catch {
            throw .unreadableReference(path: url.path, reason: "it is not a valid PNG (\(error))")
        }
    }

    /// A sentence on where the reference came from, when that may explain a
    /// failure: another renderer version, or a file changed since recording.
    var provenanceNote: String? {
        var notes: [String] = []
        if let declaredStamp, declaredStamp.rendererVersion != RendererVersion.current {
            notes.append("The reference was recorded by renderer version \(declaredStamp.rendererVersion);"
                         + " this is version \(RendererVersion.current).")
        }
        if declaredStamp != nil, !stampMatchesImageData {
            notes.append("The reference's \(ReferenceStamp.keyword) stamp no longer matches its image data:"
                         + " the file was changed after it was recorded.")
        }
        return notes.isEmpty ? nil : notes.joined(separator: " ")
    }
}
