import Foundation
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("Run folders: each run's results apart, the newest linked as latest")
struct SnapshotRunTests {
    /// A scratch package: a Package.swift and a test file inside it.
    private func package() throws -> (root: URL, testFile: String) {
        let scratch = try Scratch()
        try Data("// swift-tools-version:6.0\n".utf8).write(to: scratch.root.appendingPathComponent("Package.swift"))
        let tests = scratch.root.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        return (scratch.root, tests.appendingPathComponent("AppTests.swift").path)
    }

    @Test("by default results go in the package's .build/snapshot-results/RUN, with a manifest and a latest link")
    func defaultFolder() throws {
        let (root, testFile) = try package()
        let configuration = SnapshotConfiguration(environment: ["SNAPSHOT_RUN_ID": "run-a"])
        let folder = configuration.effectiveArtifactsDirectory(testFilePath: testFile)
        let runs = root.appendingPathComponent(".build/snapshot-results")
        #expect(folder.standardizedFileURL == runs.appendingPathComponent("run-a").standardizedFileURL)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: runs.appendingPathComponent("latest").path) == "run-a")
        let manifest = try #require(SnapshotRunManifest.load(from: folder))
        #expect(manifest.run == "run-a" && manifest.shard == nil && manifest.isComplete)
    }

    @Test("a sharded run says so in its manifest, and is not complete")
    func shardedManifest() throws {
        let (_, testFile) = try package()
        let folder = SnapshotRun.directory(testFilePath: testFile, environment: ["SNAPSHOT_RUN_ID": "shard-run", "SNAPSHOT_SHARD": "2/3"])
        let manifest = try #require(SnapshotRunManifest.load(from: folder))
        #expect(manifest.shard?.description == "2/3")
        #expect(manifest.incompleteness == "only shard 2/3")
    }

    @Test("IMAGE_DIFF_DIR and a configured folder are used as they are, and get a run.json")
    func explicitFolders() throws {
        let (root, testFile) = try package()
        let chosen = root.appendingPathComponent("chosen-results")
        #expect(
            SnapshotConfiguration(environment: ["IMAGE_DIFF_DIR": chosen.path]).effectiveArtifactsDirectory(testFilePath: testFile).path
                == chosen.path)
        #expect(
            SnapshotConfiguration(artifactsDirectory: chosen, environment: [:]).effectiveArtifactsDirectory(testFilePath: testFile).path
                == chosen.path)
        #expect(SnapshotRunManifest.load(from: chosen)?.run == "chosen-results")
    }

    @Test("without SNAPSHOT_RUN_ID one process is one run, named by when its swift test started")
    func processRun() throws {
        let first = SnapshotRun.identifier(environment: [:]), second = SnapshotRun.identifier(environment: [:])
        #expect(first == second)
        #expect(first.range(of: #"^\d{8}-\d{6}-\d+$"#, options: .regularExpression) != nil)
        #expect(SnapshotRun.identifier(environment: ["SNAPSHOT_RUN_ID": "../x"]) == ".._x")
        #expect(SnapshotRun.identifier(environment: ["SNAPSHOT_RUN_ID": ".."]) == "_")
        #expect(SnapshotRun.identifier(environment: ["SNAPSHOT_RUN_ID": "build-42.a_b"]) == "build-42.a_b")
    }

    @Test("the ten newest runs are kept when a new one starts")
    func keepsTenRuns() throws {
        let (root, testFile) = try package()
        let runs = root.appendingPathComponent(".build/snapshot-results")
        for i in 0..<12 {
            let folder = runs.appendingPathComponent(String(format: "old-%02d", i))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + i))],
                ofItemAtPath: folder.path)
        }
        _ = SnapshotRun.directory(testFilePath: testFile, environment: ["SNAPSHOT_RUN_ID": "new"])
        let left = try FileManager.default.contentsOfDirectory(atPath: runs.path).filter { $0 != "latest" }.sorted()
        #expect(left == ["new"] + (3..<12).map { String(format: "old-%02d", $0) })
    }
}
