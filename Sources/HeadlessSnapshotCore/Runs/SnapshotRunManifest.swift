import Foundation

/// What a run's results folder holds: which run, which shard of the suite (if
/// sharded) and how the tests were started; `snapshot merge` writes one for
/// the shards it combines. Saved as `run.json` in the folder.
package struct SnapshotRunManifest: Sendable, Codable, Equatable {
    /// The run's name (its folder's).
    package var run: String
    /// The shard the run verified, or nil when it verified the whole suite.
    package var shard: SnapshotShard?
    /// The test process's arguments (a test filter among them, if any).
    package var arguments: [String]
    /// The runs `snapshot merge` combined into this one, each with its shard; nil for a run of tests.
    package var merged: [SnapshotRunManifest]?

    /// Creates a manifest.
    package init(run: String, shard: SnapshotShard?, arguments: [String], merged: [SnapshotRunManifest]? = nil) {
        self.run = run
        self.shard = shard
        self.arguments = arguments
        self.merged = merged
    }

    /// Whether the results cover the whole suite: an unsharded run, or a merge
    /// of runs that together are every shard of one split (or hold an unsharded run).
    package var isComplete: Bool { incompleteness == nil }

    /// Why the results do not cover the whole suite (which shards are
    /// missing, say), or nil when they do.
    package var incompleteness: String? {
        guard let merged else { return shard.map { "only shard \($0)" } }
        if merged.contains(where: \.isComplete) { return nil }
        let shards = merged.compactMap(\.shard)
        let counts = Set(shards.map(\.count))
        guard counts.count == 1, let count = counts.first else {
            return "the runs are shards of different splits (\(shards.map(\.description).joined(separator: ", ")))"
        }
        let missing = (0..<count).filter { index in !shards.contains { $0.index == index } }
        return missing.isEmpty ? nil : "shards " + missing.map { "\($0 + 1)/\(count)" }.joined(separator: ", ") + " missing"
    }

    /// Writes `run.json` into `folder`, atomically; best effort.
    package func write(into folder: URL) {
        try? JSONFile.write(self, to: folder.appendingPathComponent(SnapshotRun.manifestName))
    }

    /// The manifest in `folder`, or nil when it has none or it cannot be read.
    package static func load(from folder: URL) -> SnapshotRunManifest? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(SnapshotRun.manifestName)) else { return nil }
        return try? JSONDecoder().decode(SnapshotRunManifest.self, from: data)
    }
}
