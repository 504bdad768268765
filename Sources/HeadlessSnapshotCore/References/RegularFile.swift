import Foundation

/// Reads files that must be regular files (references, results, PNGs given
/// to the CLI), with the real reason in plain words when they cannot be: a
/// directory, a FIFO or a device is refused before it is opened (a FIFO would
/// block the read for ever), and a missing or unreadable file says so.
package enum RegularFile {
    /// The bytes of the regular file at `path`.
    ///
    /// - Throws: a sentence (``FileReadError``) naming the path and the problem.
    package static func read(_ path: String) throws(FileReadError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileReadError(path: path, reason: String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileReadError(path: path, reason: "it is a directory")
        case S_IFIFO: throw FileReadError(path: path, reason: "it is a FIFO, not a regular file")
        case S_IFCHR, S_IFBLK: throw FileReadError(path: path, reason: "it is a device, not a regular file")
        case S_IFSOCK: throw FileReadError(path: path, reason: "it is a socket, not a regular file")
        default: throw FileReadError(path: path, reason: "it is not a regular file")
        }
        guard access(path, R_OK) == 0 else { throw FileReadError(path: path, reason: String(cString: strerror(errno))) }
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw FileReadError(path: path, reason: String(cString: strerror(EIO)))
        }
    }
}

/// Why a file could not be read: its path and the reason in plain words.
package struct FileReadError: Error, Sendable, CustomStringConvertible {
    /// The file.
    package let path: String
    /// Why, such as "it is a directory" or "Permission denied".
    package let reason: String

    package var description: String { "cannot read \(path): \(reason)" }
}
