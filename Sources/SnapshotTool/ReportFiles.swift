import Foundation

/// The files a report page shows, reachable by relative links from the
/// page's folder, so the folder can be moved or served as it is: files
/// already inside the folder are linked where they are; others (references
/// in the source tree) are hard-linked, or copied, into `report-files/`.
struct ReportFiles {
    /// The folder of the page.
    let folder: URL

    /// The folder files from outside are brought into.
    static let subfolder = "report-files"

    /// The relative link to `file`, brought in as `group/name` when it lies
    /// outside the folder; nil when it cannot be read or brought in.
    func reference(to file: URL, group: String) -> String? {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        let path = file.standardizedFileURL.resolvingSymlinksInPath().path
        guard FileManager.default.isReadableFile(atPath: path) else { return nil }
        if path.hasPrefix(root) { return Self.encoded(String(path.dropFirst(root.count))) }
        let relative = "\(Self.subfolder)/\(group)/\(file.lastPathComponent)"
        let target = folder.appendingPathComponent(relative)
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: target)
        guard link(path, target.path) == 0 || (try? FileManager.default.copyItem(atPath: path, toPath: target.path)) != nil else {
            return nil
        }
        return Self.encoded(relative)
    }

    /// A relative path as a URL reference: each component percent-encoded.
    private static func encoded(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0) }
            .joined(separator: "/")
    }
}
