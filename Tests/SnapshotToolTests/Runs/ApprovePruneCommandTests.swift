import Foundation
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("snapshot approve and snapshot prune, run as processes")
struct ApprovePruneCommandTests {
    /// A run in `scratch`: `ok` passes, `changed` fails against its reference,
    /// `new` has none (never recorded), and `gone` was recorded once but is
    /// no longer verified; the results folder is the scratch's artifacts.
    private func run(_ scratch: Scratch) throws -> (changed: SnapshotRequest, new: SnapshotRequest, gone: URL) {
        for name in ["ok", "changed", "gone"] {
            _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: name)).verify(.success(Fixtures.bitmap()), with: .image)
        }
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .never, identifier: "ok")).verify(.success(Fixtures.bitmap()), with: .image)
        let changed = Fixtures.request(scratch, mode: .never, identifier: "changed")
        _ = SnapshotVerifier(changed).verify(.success(Fixtures.bitmap(dot: (2, 2))), with: .image)
        let new = Fixtures.request(scratch, mode: .never, identifier: "new")
        _ = SnapshotVerifier(new).verify(.success(Fixtures.bitmap(dot: (3, 3))), with: .image)
        let gone = Fixtures.referenceFile(Fixtures.request(scratch, mode: .never, identifier: "gone"))
        try FileManager.default.removeItem(at: scratch.artifacts.appendingPathComponent("SnapshotTests.Example/result_testExample_gone@2x.json"))
        SnapshotRunManifest(run: "run", shard: nil, arguments: []).write(into: scratch.artifacts)
        return (changed, new, gone)
    }

    @Test("approve --test replaces the reference with the failed image, stamped; the snapshot then passes")
    func approveOne() throws {
        let scratch = try Scratch()
        let (changed, _, _) = try run(scratch)
        let reference = Fixtures.referenceFile(changed)
        let approve = try SnapshotTool.run(["approve", scratch.artifacts.path, "--test", "testExample_changed@2x.png"])
        #expect(approve.status == 0)
        #expect(approve.output == "replaced \(reference.path)\napproved 1 of 1 failed snapshots\n")
        var verify = changed
        verify.artifactsDirectory = scratch.root.appendingPathComponent("again")
        let again = SnapshotVerifier(verify).verify(.success(Fixtures.bitmap(dot: (2, 2))), with: .image)
        #expect(again.status == .passed && again.matchedByDigest)
        let twice = try SnapshotTool.run(["approve", scratch.artifacts.path, "--test", "testExample_changed@2x.png"])
        #expect(twice.status == 0 && twice.output.contains("already approved: \(reference.path)"))
    }

    @Test("approve --all records missing references too")
    func approveAll() throws {
        let scratch = try Scratch()
        let (changed, new, _) = try run(scratch)
        let approve = try SnapshotTool.run(["approve", scratch.artifacts.path, "--all"])
        #expect(approve.status == 0)
        #expect(approve.output.contains("replaced \(Fixtures.referenceFile(changed).path)\n"))
        #expect(approve.output.contains("recorded \(Fixtures.referenceFile(new).path)\n"))
        #expect(approve.output.hasSuffix("approved 2 of 2 failed snapshots\n"))
    }

    @Test("approve refuses a reference edited since the run, and says so; nothing is overwritten")
    func approveRefusesChangedReferences() throws {
        let scratch = try Scratch()
        let (changed, _, _) = try run(scratch)
        let reference = Fixtures.referenceFile(changed)
        let edited = try PNGEncoder.encode(Fixtures.bitmap(fill: 0xFF00_FF00))
        try edited.write(to: reference)
        let approve = try SnapshotTool.run(["approve", scratch.artifacts.path, "--test", "testExample"])
        #expect(approve.status == 1)
        #expect(approve.output.contains("refused \(reference.path): it changed since the run; run the tests again"))
        #expect(try Data(contentsOf: reference) == edited)
    }

    @Test("approve needs --all or --test, and a --test that matches a failure")
    func approveArguments() throws {
        let scratch = try Scratch()
        _ = try run(scratch)
        let neither = try SnapshotTool.run(["approve", scratch.artifacts.path])
        #expect(neither.status == 2 && neither.error.contains("say which failures to approve"))
        let unknown = try SnapshotTool.run(["approve", scratch.artifacts.path, "--test", "testNothing"])
        #expect(unknown.status == 2 && unknown.error.contains("no failed snapshot of the run matches 'testNothing'"))
    }

    @Test("prune lists the references no snapshot of the run touched, and deletes them with --delete")
    func prune() throws {
        let scratch = try Scratch()
        let (changed, _, gone) = try run(scratch)
        let list = try SnapshotTool.run(["prune", scratch.artifacts.path])
        #expect(list.status == 0)
        #expect(list.output.hasPrefix("\(gone.path)\n1 reference files unused by the run"))
        #expect(FileManager.default.fileExists(atPath: gone.path))
        let delete = try SnapshotTool.run(["prune", scratch.artifacts.path, "--delete"])
        #expect(delete.status == 0 && delete.output.hasSuffix("deleted 1 unused reference files\n"))
        #expect(!FileManager.default.fileExists(atPath: gone.path))
        #expect(FileManager.default.fileExists(atPath: Fixtures.referenceFile(changed).path))
    }

    @Test("prune lists only references with the platform marker when the run's carry it: a simulator's stay")
    func pruneKeepsSimulatorReferences() throws {
        let scratch = try Scratch()
        for name in ["ok_linux", "gone_linux"] {
            _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: name)).verify(.success(Fixtures.bitmap()), with: .image)
        }
        let ok = Fixtures.request(scratch, mode: .never, identifier: "ok_linux")
        let folder = Fixtures.referenceFile(ok).deletingLastPathComponent()
        try FileManager.default.removeItem(
            at: scratch.artifacts.appendingPathComponent("SnapshotTests.Example/result_testExample_gone_linux@2x.json"))
        _ = SnapshotVerifier(ok).verify(.success(Fixtures.bitmap()), with: .image)
        let simulator = folder.appendingPathComponent("testExample_ok@2x.png")
        try FileManager.default.copyItem(at: Fixtures.referenceFile(ok), to: simulator)
        SnapshotRunManifest(run: "run", shard: nil, arguments: []).write(into: scratch.artifacts)
        let list = try SnapshotTool.run(["prune", scratch.artifacts.path])
        #expect(list.output.hasPrefix("\(folder.appendingPathComponent("testExample_gone_linux@2x.png").path)\n1 reference files"))
        _ = try SnapshotTool.run(["prune", scratch.artifacts.path, "--delete"])
        #expect(FileManager.default.fileExists(atPath: simulator.path))
    }

    @Test("prune leaves alone hidden files, other kinds of files and anything outside class folders")
    func pruneTouchesOnlyReferences() throws {
        let scratch = try Scratch()
        let (changed, _, gone) = try run(scratch)
        let classFolder = Fixtures.referenceFile(changed).deletingLastPathComponent()
        let kept = [
            classFolder.appendingPathComponent(".gitattributes"), classFolder.appendingPathComponent("README.md"),
            classFolder.deletingLastPathComponent().appendingPathComponent("loose.png"),
        ]
        for file in kept { try Data("keep".utf8).write(to: file) }
        let delete = try SnapshotTool.run(["prune", scratch.artifacts.path, "--delete"])
        #expect(delete.output.hasPrefix("\(gone.path)\n"))
        #expect(kept.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    }

    @Test(
        "prune will not delete after a sharded or filtered run",
        arguments: [
            SnapshotRunManifest(run: "shard", shard: try! SnapshotShard(index: 0, of: 2), arguments: []),
            SnapshotRunManifest(run: "filtered", shard: nil, arguments: ["--filter", "Settings", "--testing-library", "swift-testing"]),
            SnapshotRunManifest(run: "xctest", shard: nil, arguments: ["AppTests.SettingsTests/testProfile"]),
            SnapshotRunManifest(
                run: "merged", shard: nil, arguments: [],
                merged: [
                    SnapshotRunManifest(run: "a", shard: try! SnapshotShard(index: 0, of: 2), arguments: []),
                    SnapshotRunManifest(run: "b", shard: try! SnapshotShard(index: 1, of: 2), arguments: ["--skip", "Slow"]),
                ]),
        ])
    func pruneRefusesPartialRuns(manifest: SnapshotRunManifest) throws {
        let scratch = try Scratch()
        let (_, _, gone) = try run(scratch)
        manifest.write(into: scratch.artifacts)
        let delete = try SnapshotTool.run(["prune", scratch.artifacts.path, "--delete"])
        #expect(delete.status == 2 && delete.error.contains("will not delete after a partial run"))
        #expect(FileManager.default.fileExists(atPath: gone.path))
    }
}
