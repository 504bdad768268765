import Foundation

extension SnapshotResult {
    /// The result as it reads once its results folder moves from `old` to
    /// `new` (as `snapshot merge` moves shards into one folder): failure files
    /// and paths in the message that lay inside `old` now lie inside `new`.
    package func moved(from old: URL, to new: URL) -> SnapshotResult {
        let oldPrefix = old.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        let newPrefix = new.standardizedFileURL.path + "/"
        func move(_ url: URL?) -> URL? {
            guard let url else { return nil }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(oldPrefix) else { return url }
            return URL(fileURLWithPath: newPrefix + path.dropFirst(oldPrefix.count))
        }
        var result = self
        result.artifacts = FailureArtifacts(
            reference: move(artifacts.reference), failed: move(artifacts.failed),
            diff: move(artifacts.diff))
        result.message = message?.replacingOccurrences(of: oldPrefix, with: newPrefix)
            .replacingOccurrences(of: old.standardizedFileURL.path + "/", with: newPrefix)
        return result
    }
}
