import Foundation
import HeadlessRaster
import HeadlessSnapshotCore
import SnapshotTestSupport
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
        let entries = try ReportData(html).entries
        #expect(entries.map(\.category) == ["failed", "passed"])
        #expect(entries.map(\.fileName) == ["testExample_bad@2x.png", "testExample_ok@2x.png"])
        let images = try #require(entries.first?.images)
        #expect([images.reference, images.failed, images.diff] == failed.artifacts.files.map { "SnapshotTests.Example/\($0.lastPathComponent)" })
        #expect(entries.first?.approveName == "SnapshotTests.Example/testExample_bad@2x.png")
        #expect(entries.first?.figures?.changedPixels == 1)
        #expect(!html.contains("file:"))
        #expect(html.contains("<p id=\"summary\">2 snapshots: 1 failed, 0 recorded, 0 new, 1 passed.</p>"))
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
        let entries = try ReportData(String(contentsOf: moved.appendingPathComponent("index.html"), encoding: .utf8)).entries
        let sources = entries.flatMap { [$0.images.reference, $0.images.failed, $0.images.diff].compactMap { $0 } }
        #expect(sources.count == 1)
        for source in sources {
            let file = moved.appendingPathComponent(source.removingPercentEncoding ?? source)
            #expect(FileManager.default.fileExists(atPath: file.path), "\(source) does not load from the moved folder")
        }
        let lines = try #require(entries.first { $0.fileName.hasSuffix(".txt") }?.text)
        #expect(lines.diff?.contains("+three") == true)
        #expect(lines.reference == "one\ntwo" && lines.failed == "one\nthree")
    }

    @Test("a sheet of animation frames carries its layout and the frames whose pixels differ")
    func frameSheet() throws {
        let scratch = try Scratch()
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: "sheet")).verify(.success(Fixtures.bitmap()), with: .image)
        let failed = SnapshotVerifier(Fixtures.request(scratch, mode: .never, identifier: "sheet"))
            .verify(.success(Fixtures.bitmap(dot: (1, 1))), with: .image)
        let frames = try (0..<5).map { try Bitmap(width: 3, height: 2, fill: 0xFF00_0000 | UInt32($0 * 40)) }
        var changed = frames
        changed[2] = try Bitmap(width: 3, height: 2, fill: 0xFFFF_FFFF)
        changed[4][2, 1] = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
        let layout = try FrameSheetLayout(frames: frames, framesPerSecond: 8)
        let files = failed.artifacts.files
        try #require(files.count == 3)
        try layout.sheet(of: frames).writePNG(to: files[0], textChunks: layout.textChunks)
        try layout.sheet(of: changed).writePNG(to: files[1], textChunks: layout.textChunks)
        try layout.sheet(of: changed).writePNG(to: files[2], textChunks: layout.textChunks)
        #expect(try SnapshotTool.run(["report", scratch.artifacts.path]).status == 1)
        let page = try String(contentsOf: scratch.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        let frameData = try #require(try ReportData(page).entries.first?.frames)
        #expect(frameData == .init(count: 5, columns: 3, width: 3, height: 2, fps: 8, differing: [2, 4]))
    }

    @Test("a snapshot without a Frames chunk has no frames")
    func noFrames() throws {
        let scratch = try Scratch()
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all, identifier: "bad")).verify(.success(Fixtures.bitmap()), with: .image)
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .never, identifier: "bad")).verify(.success(Fixtures.bitmap(dot: (1, 1))), with: .image)
        _ = try SnapshotTool.run(["report", scratch.artifacts.path])
        let page = try String(contentsOf: scratch.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(try ReportData(page).entries.map(\.frames) == [nil])
    }

    @Test("a directory that does not exist is an error")
    func missing() throws {
        let run = try SnapshotTool.run(["report", "/nonexistent/results"])
        #expect(run.status == 2)
        #expect(run.error == "snapshot report: /nonexistent/results is not a directory\n")
    }
}

/// The results a review page carries, read back from its `report-data` script.
private struct ReportData: Decodable {
    struct Files: Decodable {
        var reference: String?
        var failed: String?
        var diff: String?
    }
    struct Figures: Decodable {
        var changedPixels: Int
    }
    struct Entry: Decodable {
        var category: String
        var fileName: String
        var approveName: String?
        var images: Files
        var text: Files
        var figures: Figures?
        var frames: Frames?
    }
    struct Frames: Decodable, Equatable {
        var count: Int
        var columns: Int
        var width: Int
        var height: Int
        var fps: Int
        var differing: [Int]?
    }
    var entries: [Entry]

    /// The data of `html`.
    init(_ html: String) throws {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"report-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        self = try JSONDecoder().decode(ReportData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    }
}
