import Foundation
import HeadlessRaster

/// Writes reference, failure and result files.
package enum ReferenceWriter {
    /// Writes `data` to `url`, creating the directories on the way. The file
    /// is written atomically (a temporary file put in `url`'s place as
    /// `replacement` says), so a reader, or another process recording the
    /// same file, never sees it partly written.
    ///
    /// - Throws: ``SnapshotError/unwritableFile(path:reason:)`` naming the
    ///   directory or file that could not be written.
    package static func write(
        _ data: Data, to url: URL,
        replacement: AtomicFile.Replacement = .renamingOver
    ) throws(SnapshotError) {
        let directory = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: directory.path, reason: whyNotCreatable(directory))
        }
        do { try AtomicFile.writeAtomically(data, to: url, replacement: replacement) } catch {
            if case .unwritableFile(_, let reason) = error { throw .unwritableFile(path: url.path, reason: reason) }
            throw .unwritableFile(path: url.path, reason: "\(error)")
        }
    }

    /// Why `directory` cannot be created, in plain words: the nearest existing
    /// folder on its path is a file, or cannot be written.
    private static func whyNotCreatable(_ directory: URL) -> String {
        var existing = directory
        while existing.path != "/", access(existing.path, F_OK) != 0 { existing.deleteLastPathComponent() }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: existing.path, isDirectory: &isDirectory)
        if !isDirectory.boolValue { return "\(existing.path) is a file, not a folder" }
        if access(existing.path, W_OK) != 0 {
            return "the folder \(existing.path) cannot be written (\(String(cString: strerror(errno))))"
        }
        return "the folder cannot be created"
    }
}
