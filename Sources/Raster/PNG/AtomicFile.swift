import Foundation

/// Atomic writing of files (references, failure images, result logs), with
/// errors that name the file and the system's reason. Unlike Foundation's
/// `Data.write(to:)`, it does not `fsync`: a test result need not survive a
/// power cut, and a sync per snapshot costs a suite more than rendering it.
package enum AtomicFile {
    /// Writes `data` to a temporary file beside `url` (`.<UUID>.tmp`, a short
    /// name whatever `url`'s, so a name that fits the file system fits while
    /// it is written too), then renames it over `url`; on failure the
    /// temporary file is removed and `url` is untouched. The file gets the
    /// permissions `Data.write(to:)` gives (0666 less the umask).
    package static func writeAtomically(_ data: Data, to url: URL) throws(PNGError) {
        let path = url.path
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).tmp").path
        func failure() -> PNGError { .unwritableFile(path: path, reason: String(cString: strerror(errno))) }

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw failure() }
        let written = data.withUnsafeBytes { writeAll($0, to: descriptor) }
        let closed = close(descriptor) == 0
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
