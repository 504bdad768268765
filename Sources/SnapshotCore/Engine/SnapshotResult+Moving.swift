import Foundation

extension SnapshotResult {
    /// The result as it reads once its results folder moves from `old` to
    /// `new` (as `snapshot merge` moves shards into one folder): failure files
    /// and paths in the message that lay inside `old` now lie inside `new`.
    public func moved(from old: URL, to new: URL) -> SnapshotResult {
        let oldPrefix = old.standardizedFileURL.path + "/", newPrefix = new.standardizedFileURL.path + "/"
        func move(_ url: URL?) -> URL? {
            guard let url, url.standardizedFileURL.path.hasPrefix(oldPrefix) else { return url }
            return URL(fileURLWithPath: newPrefix + url.standardizedFileURL.path.dropFirst(oldPrefix.count))
        }
        var result = self
        result.artifacts = FailureArtifacts(reference: move(artifacts.reference), failed: move(artifacts.failed),
                                            diff: move(artifacts.diff))
        result.message = message?.replacingOccurrences(of: oldPrefix, with: newPrefix)
        return result
    }
}
