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
        for file in failed.artifacts.files { #expect(html.contains("src=\"SnapshotTests.Example/\(file.lastPathComponent)\"")) }
        #expect(!html.contains("file:"))
        #expect(html.range(of: "FAILED")!.lowerBound < html.range(of: "PASSED")!.lowerBound)
    }

    @Test("the page and its images are one folder: moved elsewhere, every image still loads; a text diff is shown as text")
    func selfContained() throws {
        let scratch = try Scratch()
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: "ok")).verify(.success(Fixtures.bitmap()), with: .image)
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .never, identifier: "ok")).verify(.success(Fixtures.bitmap()), with: .image)
        var text = Fixtures.request(scratch, mode: .all, identifier: "text")
        text.name = ReferenceName(testName: "testExample", identifier: "text", pathExtension: "txt")
        _ = SnapshotVerifier(text).verify(.success("one\ntwo"), with: .lines)
        text.recordMode = .never
        _ = SnapshotVerifier(text).verify(.success("one\nthree"), with: .lines)
        #expect(try SnapshotTool.run(["report", scratch.artifacts.path]).status == 1)
        let moved = scratch.root.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: scratch.artifacts, to: moved)
        try FileManager.default.removeItem(at: scratch.root.appendingPathComponent("ReferenceImages_64"))
        let html = try String(contentsOf: moved.appendingPathComponent("index.html"), encoding: .utf8)
        let sources = html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(sources.count == 1)
        for source in sources {
            let file = moved.appendingPathComponent(source.removingPercentEncoding ?? source)
            #expect(FileManager.default.fileExists(atPath: file.path), "\(source) does not load from the moved folder")
        }
        #expect(html.contains("+three"))
    }

    @Test("a directory that does not exist is an error")
    func missing() throws {
        let run = try SnapshotTool.run(["report", "/nonexistent/results"])
        #expect(run.status == 2)
        #expect(run.error == "snapshot report: /nonexistent/results is not a directory\n")
    }
}
