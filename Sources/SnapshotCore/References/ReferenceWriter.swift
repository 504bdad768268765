import Foundation
import Raster

/// Writes reference and failure files.
enum ReferenceWriter {
    /// Writes `data` to `url`, creating the directories on the way. The file
    /// is written atomically (a temporary file renamed over `url`), so a
    /// reader, or another process recording the same file, never sees it
    /// partly written.
    ///
    /// - Throws: ``SnapshotError/unwritableFile(path:reason:)`` naming the
    ///   directory or file that could not be written.
    static func write(_ data: Data, to url: URL) throws(SnapshotError) {
        let directory = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: directory.path, reason: error.localizedDescription)
        }
        do { try PNGFile.writeAtomically(data, to: url) } catch {
            if case .unwritableFile(_, let reason) = error { throw .unwritableFile(path: url.path, reason: reason) }
            throw .unwritableFile(path: url.path, reason: "\(error)")
        }
    }
}
