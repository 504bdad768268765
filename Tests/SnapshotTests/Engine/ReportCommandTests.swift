import Foundation
import Snapshot
import Testing

@Suite("snapshot report, run as a process")
struct ReportCommandTests {
    @Test("an HTML page lists every saved result, failures with their images; exit status 1 when any failed")
    func page() throws {
        let scratch = try Scratch()
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: "ok")).verify(.success(Fixtures.bitmap()), with: .image)
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .never, identifier: "ok")).verify(.success(Fixtures.bitmap()), with: .image)
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: "bad")).verify(.success(Fixtures.bitmap()), with: .image)
        let failed = SnapshotVerifier(Fixtures.request(scratch, mode: .never, identifier: "bad"))
            .verify(.success(Fixtures.bitmap(dot: (1, 1))), with: .image)
        let run = try SnapshotTool.run(["report", scratch.artifacts.path])
        #expect(run.status == 1)
        let page = scratch.artifacts.appendingPathComponent("index.html")
        #expect(run.output == "2 snapshots, 1 passed, 1 failed or recorded; report: \(page.path)\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("FAILED SnapshotTests.Example / testExample_bad@2x.png"))
        #expect(html.contains("PASSED SnapshotTests.Example / testExample_ok@2x.png"))
        for file in failed.artifacts.files { #expect(html.contains(file.absoluteString)) }
        #expect(html.range(of: "FAILED")!.lowerBound < html.range(of: "PASSED")!.lowerBound)
    }

    @Test("a directory that does not exist is an error")
    func missing() throws {
        let run = try SnapshotTool.run(["report", "/nonexistent/results"])
        #expect(run.status == 2)
        #expect(run.error == "snapshot report: /nonexistent/results is not a directory\n")
    }
}
