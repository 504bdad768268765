import Foundation
import Raster

/// Writes stamped reference PNGs.
enum ReferenceWriter {
    /// Writes `bitmap` (whose ``Bitmap/pixelDigest`` is `digest`) to `url` as a
    /// PNG carrying a ``ReferenceStamp``, creating the directories on the way.
    /// The file is written atomically (a temporary file renamed over `url`),
    /// so a reader, or another process recording the same file, never sees it
    /// partly written.
    ///
    /// - Throws: ``SnapshotError/unwritableFile(path:reason:)`` naming the
    ///   directory or file that could not be written.
    static func write(_ bitmap: Bitmap, digest: UInt64, to url: URL) throws(SnapshotError) {
        let directory = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: directory.path, reason: error.localizedDescription)
        }
        do {
            // The stamp holds the digest of the image data, known once it is
            // compressed; text chunks do not change the image data, so the
            // second encoding, with the stamp, has the same.
            let imageData = try PNGEncoder.encode(bitmap).withUnsafeBytes { PNGImageData($0).digest } ?? 0
            let stamp = ReferenceStamp(rendererVersion: RendererVersion.current, width: bitmap.width,
                                       height: bitmap.height, pixelDigest: digest, imageDataDigest: imageData)
            try bitmap.writePNG(to: url, textChunks: [ReferenceStamp.keyword: stamp.text])
        } catch {
            if case .unwritableFile(_, let reason) = error { throw .unwritableFile(path: url.path, reason: reason) }
            throw .unwritableFile(path: url.path, reason: "\(error)")
        }
    }
}
