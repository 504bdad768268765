import Foundation

/// Atomic writing of files (references, failure images, result logs), with
/// errors that name the file and the system's reason. Unlike Foundation's
/// `Data.write(to:)`, it does not `fsync`: a test result need not survive a
/// power cut, and a sync per snapshot costs a suite more than rendering it.
package enum AtomicFile {
    /// How the written file takes the place of one already at its path.
    package enum Replacement: Sendable {
        /// Renamed over it: a reader finds the old file or the new one, never neither.
        case renamingOver
        /// The old file removed, then the new one renamed into place: a
        /// reader may find no file for a moment, never a partial one. Much
        /// faster on ext4, where a rename over an existing file makes the
        /// kernel write the new file's data out first (its `auto_da_alloc`
        /// heuristic): a few hundred microseconds a file, where a rename onto
        /// a free name takes a few dozen. For files rewritten often, such as
        /// a snapshot's saved result.
        case removingFirst
    }

    /// Writes `data` to a temporary file beside `url` (`.<UUID>.tmp`, a short
    /// name whatever `url`'s, so a name that fits the file system fits while
    /// it is written too), then puts it in `url`'s place as `replacement`
    /// says; on failure the temporary file is removed (and, renaming over,
    /// `url` is untouched). The file gets the permissions `Data.write(to:)`
    /// gives (0666 less the umask).
    package static func writeAtomically(
        _ data: Data, to url: URL,
        replacement: Replacement = .renamingOver
    ) throws(PNGError) {
        let path = url.path
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).tmp").path
        func failure() -> PNGError { .unwritableFile(path: path, reason: String(cString: strerror(errno))) }

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw failure() }
        let written = data.withUnsafeBytes { writeAll($0, to: descriptor) }
        let closed = close(descriptor) == 0
        // Any reason it cannot be removed also stops the rename, which reports it.
        if written, closed, replacement == .removingFirst { unlink(path) }
        guard written, closed, rename(temporary, path) == 0 else {
            let error = failure()
            unlink(temporary)
            throw error
        }
    }

    /// Writes every byte, continuing after partial writes and interruptions.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
