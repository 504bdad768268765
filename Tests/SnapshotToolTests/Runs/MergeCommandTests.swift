import Foundation
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("snapshot merge, run as a process")
struct MergeCommandTests {
    /// Verifies 24 snapshots (a few failing) into `folder` as `shard` of the
    /// suite verifies them (all when nil), and writes the run's manifest.
    private func run(_ scratch: Scratch, into folder: URL, shard: SnapshotShard?) throws {
        for i in 0..<24 {
            var request = Fixtures.request(scratch, mode: .never, identifier: "screen\(i)")
            request.artifactsDirectory = folder
            request.shard = shard
            _ = SnapshotVerifier(request).verify(.success(Fixtures.bitmap(dot: i % 5 == 0 ? (1, 1) : nil)), with: .image)
        }
        SnapshotRunManifest(run: folder.lastPathComponent, shard: shard, arguments: []).write(into: folder)
    }

    /// Every file of a results folder but the manifest and the page, by relative path, with its bytes.
    private func files(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            guard !relative.hasSuffix(".json") || relative.contains("/"), relative != "index.html",
                let data = try? Data(contentsOf: url), !url.hasDirectoryPath
            else { continue }
            files[relative] = data
        }
        return files
    }

    /// The results saved in `folder`, as JSON with the folder's path replaced by `RESULTS`.
    private func results(_ folder: URL) throws -> Set<String> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Set(
            try ResultLog.load(from: folder).map {
                String(decoding: try encoder.encode($0), as: UTF8.self).replacingOccurrences(of: folder.path, with: "RESULTS")
            })
    }

    @Test("2 or 3 shards merged hold exactly the unsharded run's results, and report the same", arguments: [2, 3])
    func shardsEqualTheWhole(count: Int) throws {
        let scratch = try Scratch()
        for i in 0..<24 {
            _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: "screen\(i)")).verify(.success(Fixtures.bitmap()), with: .image)
        }
        let whole = scratch.root.appendingPathComponent("whole")
        try run(scratch, into: whole, shard: nil)
        var shardFolders: [String] = []
        for index in 0..<count {
            let folder = scratch.root.appendingPathComponent("shard\(index)")
            try run(scratch, into: folder, shard: try SnapshotShard(index: index, of: count))
            #expect(!ResultLog.load(from: folder).isEmpty)
            shardFolders.append(folder.path)
        }
        let merged = scratch.root.appendingPathComponent("merged")
        let merge = try SnapshotTool.run(["merge", merged.path] + shardFolders)
        #expect(merge.status == 0)
        #expect(merge.output == "merged \(count) results folders into \(merged.path): 24 snapshot results; complete\n")
        #expect(SnapshotRunManifest.load(from: merged)?.isComplete == true)

        let expected = try files(whole), actual = try files(merged)
        #expect(actual.keys.sorted() == expected.keys.sorted())
        #expect(actual.filter { $0.key.hasSuffix(".png") } == expected.filter { $0.key.hasSuffix(".png") })
        #expect(try results(merged) == (try results(whole)))

        let wholeReport = try SnapshotTool.run(["report", whole.path]), mergedReport = try SnapshotTool.run(["report", merged.path])
        #expect(wholeReport.status == mergedReport.status)
        let page = { (folder: URL) in
            try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
                .replacingOccurrences(of: folder.path, with: "RESULTS")
        }
        #expect(try page(merged) == (try page(whole)))
    }

    @Test("prune of merged shards: lists a planted orphan and no reference any shard used; a single shard may not delete")
    func pruneAcrossShards() throws {
        let scratch = try Scratch()
        for i in 0..<24 {
            _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: "screen\(i)")).verify(.success(Fixtures.bitmap()), with: .image)
        }
        let orphan = Fixtures.referenceFile(Fixtures.request(scratch, mode: .never, identifier: "orphan"))
        try FileManager.default.copyItem(
            at: Fixtures.referenceFile(Fixtures.request(scratch, mode: .never, identifier: "screen0")),
            to: orphan)
        var shardFolders: [String] = []
        for index in 0..<3 {
            let folder = scratch.root.appendingPathComponent("shard\(index)")
            try run(scratch, into: folder, shard: try SnapshotShard(index: index, of: 3))
            shardFolders.append(folder.path)
        }
        let single = try SnapshotTool.run(["prune", shardFolders[0], "--delete"])
        #expect(single.status == 2 && single.error.contains("will not delete after a partial run"))
        let merged = scratch.root.appendingPathComponent("merged")
        #expect(try SnapshotTool.run(["merge", merged.path] + shardFolders).status == 0)
        let list = try SnapshotTool.run(["prune", merged.path])
        #expect(list.status == 0 && list.output.hasPrefix("\(orphan.path)\n1 reference files unused by the run"))
        let delete = try SnapshotTool.run(["prune", merged.path, "--delete"])
        #expect(delete.status == 0 && !FileManager.default.fileExists(atPath: orphan.path))
        for i in 0..<24 {
            #expect(
                FileManager.default.fileExists(atPath: Fixtures.referenceFile(Fixtures.request(scratch, mode: .never, identifier: "screen\(i)")).path)
            )
        }
    }

    @Test("a merge of some shards says which are missing; its manifest is not complete")
    func partialMerge() throws {
        let scratch = try Scratch()
        let folder = scratch.root.appendingPathComponent("shard0")
        try run(scratch, into: folder, shard: try SnapshotShard(index: 0, of: 3))
        let merged = scratch.root.appendingPathComponent("merged")
        let merge = try SnapshotTool.run(["merge", merged.path, folder.path])
        #expect(merge.status == 0)
        #expect(merge.output.hasSuffix("partial: shards 2/3, 3/3 missing\n"))
        #expect(SnapshotRunManifest.load(from: merged)?.isComplete == false)
    }

    @Test("shards reported on before merging still merge: the report's own files are not results")
    func reportedShards() throws {
        let scratch = try Scratch()
        var folders: [String] = []
        for index in 0..<2 {
            let folder = scratch.root.appendingPathComponent("shard\(index)")
            try run(scratch, into: folder, shard: try SnapshotShard(index: index, of: 2))
            _ = try SnapshotTool.run(["report", folder.path])
            folders.append(folder.path)
        }
        let merge = try SnapshotTool.run(["merge", scratch.root.appendingPathComponent("merged").path] + folders)
        #expect(merge.status == 0 && merge.output.hasSuffix("complete\n"))
    }

    @Test("a folder without run.json is not merged: nothing says what it ran")
    func refusesUnknownFolders() throws {
        let scratch = try Scratch()
        let shard = scratch.root.appendingPathComponent("shard0"), stray = scratch.root.appendingPathComponent("stray")
        try run(scratch, into: shard, shard: try SnapshotShard(index: 0, of: 2))
        try FileManager.default.createDirectory(at: stray, withIntermediateDirectories: true)
        let merge = try SnapshotTool.run(["merge", scratch.root.appendingPathComponent("m").path, shard.path, stray.path])
        #expect(merge.status == 2 && merge.error.contains("\(stray.path) has no readable run.json"))
    }

    @Test("overlapping runs, a missing input and a non-empty output are refused")
    func refusals() throws {
        let scratch = try Scratch()
        let a = scratch.root.appendingPathComponent("a"), b = scratch.root.appendingPathComponent("b")
        try run(scratch, into: a, shard: nil)
        try run(scratch, into: b, shard: nil)
        let overlap = try SnapshotTool.run(["merge", scratch.root.appendingPathComponent("m").path, a.path, b.path])
        #expect(overlap.status == 2)
        #expect(overlap.error.contains("is in both \(a.path) and \(b.path): the runs overlap"))
        let missing = try SnapshotTool.run(["merge", scratch.root.appendingPathComponent("n").path, "/nonexistent/run"])
        #expect(missing.error == "snapshot merge: /nonexistent/run is not a directory\n")
        let full = try SnapshotTool.run(["merge", a.path, b.path])
        #expect(full.error == "snapshot merge: \(a.path) is not empty; merge into a new directory\n")
    }
}
