import Foundation
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("Shards: which snapshots a run verifies")
struct SnapshotShardTests {
    @Test("SNAPSHOT_SHARD=i/n counts from 1; nothing set means no shard")
    func parsesPlainShards() throws {
        #expect(try SnapshotShard.from(environment: [:]) == nil)
        let shard = try #require(try SnapshotShard.from(environment: ["SNAPSHOT_SHARD": "2/3"]))
        #expect(shard.index == 1 && shard.count == 3)
        #expect(shard.description == "2/3")
    }

    @Test(
        "malformed or impossible shards are errors that say what is wrong",
        arguments: [
            ("0/3", "shard 0 of 3 does not exist"), ("4/3", "shard 4 of 3 does not exist"),
            ("1/0", "must be i/n"), ("a/b", "must be i/n"), ("3", "must be i/n"), ("1/2/3", "must be i/n"),
            ("-9223372036854775808/2", "must be i/n"), ("9223372036854775807/2", "does not exist"),
        ])
    func refusesBadShards(value: String, says: String) {
        #expect {
            try SnapshotShard.from(environment: ["SNAPSHOT_SHARD": value])
        } throws: { error in
            guard case .invalidShard(let reason) = error as? SnapshotError else { return false }
            return reason.contains(says) && reason.contains(value)
        }
    }

    @Test("Bazel's protocol: the index counts from 0, and the status file is touched")
    func followsBazel() throws {
        let scratch = try Scratch()
        let status = scratch.root.appendingPathComponent("shard-status")
        let shard = try SnapshotShard.from(environment: [
            "TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3",
            "TEST_SHARD_STATUS_FILE": status.path,
        ])
        #expect(shard == (try SnapshotShard(index: 3, of: 4)))
        #expect(FileManager.default.fileExists(atPath: status.path))
        #expect(throws: SnapshotError.self) { try SnapshotShard.from(environment: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"]) }
        #expect(throws: SnapshotError.self) { try SnapshotShard.from(environment: ["TEST_TOTAL_SHARDS": "four"]) }
        #expect(throws: SnapshotError.self) {
            try SnapshotShard.from(environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "9223372036854775807"])
        }
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(SnapshotShard.self, from: Data(#"{"index": 0, "count": -3}"#.utf8))
        }
    }

    @Test("every snapshot belongs to exactly one shard of a split, and each shard gets a share", arguments: [2, 3, 5])
    func partitions(count: Int) throws {
        let shards = try (0..<count).map { try SnapshotShard(index: $0, of: count) }
        var sizes = [Int](repeating: 0, count: count)
        for i in 0..<300 {
            let test = SnapshotTestIdentity(testName: "test\(i % 7)", classFolder: "Module.Class\(i % 3)")
            let owners = shards.filter { $0.includes(test, fileName: "screen\(i)@3x.png") }
            #expect(owners.count == 1)
            sizes[owners[0].index] += 1
        }
        #expect(sizes.allSatisfy { $0 > 300 / count / 2 })
    }

    @Test("the assignment is a stable hash of the names: the same on every machine and run")
    func isStable() throws {
        let test = SnapshotTestIdentity(testName: "testSettings", classFolder: "AppTests.SettingsTests")
        let owner = try (0..<3).first { try SnapshotShard(index: $0, of: 3).includes(test, fileName: "testSettings@3x.png") }
        #expect(owner == 1)
    }

    @Test("a snapshot outside the shard is skipped: not taken, not saved, not a failure")
    func skipsOutsideTheShard() throws {
        let scratch = try Scratch()
        var request = Fixtures.request(scratch, mode: .all)
        let owner = try (0..<2).first { try SnapshotShard(index: $0, of: 2).includes(request.test, fileName: request.name.fileName) }!
        request.shard = try SnapshotShard(index: 1 - owner, of: 2)
        var taken = false
        let result = SnapshotVerifier(request).verify(with: .image) {
            taken = true
            return .success(Fixtures.bitmap())
        }
        #expect(result.status == .skipped && result.failureMessage == nil && !taken)
        #expect(ResultLog.load(from: scratch.artifacts).isEmpty)
        request.shard = try SnapshotShard(index: owner, of: 2)
        #expect(SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image).status == .recorded)
    }
}
