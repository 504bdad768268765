import Foundation

/// Writes failure files into a test class's failure folder.
struct ArtifactWriter {
    /// The class's folder in the failure directory.
    let directory: URL
    /// The snapshot's name.
    let name: ReferenceName

    /// Writes the reference (when there was a readable one), the snapshot and
    /// the difference's files; returns those written and sentences for any
    /// that could not be (so a failure message can say so).
    func write(reference: Data?, failed: Data?, difference: [SnapshotArtifact]) -> (FailureArtifacts, problems: [String]) {
        var problems: [String] = []
        func save(_ data: Data?, prefix: String, extension: String? = nil) -> URL? {
            guard let data else { return nil }
            let url = directory.appendingPathComponent(name.fileName(prefix: prefix, extension: `extension`))
            do {
                try ReferenceWriter.write(data, to: url)
                return url
            } catch {
                problems.append("\(error)")
                return nil
            }
        }
        var artifacts = FailureArtifacts()
        artifacts.reference = save(reference, prefix: SnapshotArtifact.referencePrefix)
        artifacts.failed = save(failed, prefix: SnapshotArtifact.failedPrefix)
        let extra = difference.compactMap { save($0.data, prefix: $0.prefix, extension: $0.pathExtension) }
        artifacts.diff = extra.first
        return (artifacts, problems)
    }

    /// Removes failure files left by an earlier run of a snapshot that now passes.
    func removeStale() {
        let stale =
            [name.fileName(prefix: SnapshotArtifact.referencePrefix), name.fileName(prefix: SnapshotArtifact.failedPrefix)]
            + Set([name.pathExtension, "png", "diff"]).map { name.fileName(prefix: SnapshotArtifact.diffPrefix, extension: $0) }
        for file in stale { unlink(directory.appendingPathComponent(file).path) }
    }
}
