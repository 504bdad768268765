import Foundation
import HeadlessImageComparison

/// One shard of a suite split across machines: each snapshot belongs to
/// exactly one of ``count`` shards, chosen by a stable hash of the test and
/// snapshot names, so the shards together verify every snapshot once, on
/// every machine and in every run.
///
/// Read from the environment: `SNAPSHOT_SHARD=i/n` (`i` from 1 to `n`), as CI
/// matrix jobs number them, or Bazel's test sharding protocol
/// (`TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX` from 0, and
/// `TEST_SHARD_STATUS_FILE`, touched to tell Bazel the test honours it).
/// Snapshots outside the shard are skipped before they are taken.
package struct SnapshotShard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The shard's position, from 0 to `count - 1`.
    package let index: Int
    /// How many shards the suite is split into.
    package let count: Int

    /// Creates shard `index` (from 0) of `count`.
    ///
    /// - Throws: ``SnapshotError/invalidShard(_:)`` unless `0 <= index < count`.
    package init(index: Int, of count: Int) throws(SnapshotError) {
        guard count >= 1, (0..<count).contains(index) else {
            throw .invalidShard(
                "shard \(Int64(index).addingReportingOverflow(1).partialValue) of \(count) does not exist:"
                    + " the index must be from 1 to the count")
        }
        self.index = index
        self.count = count
    }

    /// Decodes a shard, refusing one that cannot be (as a hand-edited `run.json` may hold).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(index: container.decode(Int.self, forKey: .index), of: container.decode(Int.self, forKey: .count))
    }

    /// `i/n`, counting from 1, as `SNAPSHOT_SHARD` takes it.
    package var description: String { "\(index + 1)/\(count)" }

    /// Whether the snapshot `fileName` of `test` belongs to this shard.
    package func includes(_ test: SnapshotTestIdentity, fileName: String) -> Bool {
        let key = Array("\(test.classFolder)/\(test.testName)/\(fileName)".utf8)
        let hash = key.withUnsafeBytes { XXH64.hash($0) }
        return hash % UInt64(count) == UInt64(index)
    }

    /// The shard `environment` asks for, or nil when it asks for none; touches
    /// Bazel's `TEST_SHARD_STATUS_FILE` when Bazel shards.
    ///
    /// - Throws: ``SnapshotError/invalidShard(_:)`` for a malformed or impossible value.
    package static func from(environment: [String: String]) throws(SnapshotError) -> SnapshotShard? {
        if let value = environment[SnapshotEnvironment.shard], !value.isEmpty {
            let parts = value.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]), count >= 1, number > Int.min else {
                throw .invalidShard("\(SnapshotEnvironment.shard) must be i/n, such as 1/4, not '\(value)'")
            }
            do { return try SnapshotShard(index: number - 1, of: count) } catch {
                throw .invalidShard("\(SnapshotEnvironment.shard)=\(value): \(error)")
            }
        }
        guard let total = environment[SnapshotEnvironment.bazelTotalShards], !total.isEmpty else { return nil }
        let indexText = environment[SnapshotEnvironment.bazelShardIndex] ?? ""
        guard let count = Int(total), let index = Int(indexText) else {
            throw .invalidShard(
                "\(SnapshotEnvironment.bazelTotalShards)='\(total)' and "
                    + "\(SnapshotEnvironment.bazelShardIndex)='\(indexText)' must be whole numbers")
        }
        if let status = environment[SnapshotEnvironment.bazelShardStatusFile], !status.isEmpty,
            !FileManager.default.fileExists(atPath: status)
        {
            _ = FileManager.default.createFile(atPath: status, contents: nil)
        }
        do { return try SnapshotShard(index: index, of: count) } catch {
            throw .invalidShard(
                "\(SnapshotEnvironment.bazelShardIndex)=\(index) with "
                    + "\(SnapshotEnvironment.bazelTotalShards)=\(count): \(error)")
        }
    }
}
