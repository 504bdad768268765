import Foundation
import HeadlessRaster
import TestSupport
import Testing

@Suite("snapshot diff, run as a process")
struct SnapshotToolTests {
    @Test("the executable links no view or text module, only the comparison and the engine")
    func linksNoViews() throws {
        let binary = try Data(contentsOf: BuiltExecutable("snapshot").url())
        // Swift symbols carry their module's name: `$s14HeadlessLayers…`, `$s12HeadlessText…`.
        func mangled(_ module: String) -> Data { Data("$s\(module.count)\(module)".utf8) }
        for module in ["HeadlessLayers", "HeadlessText", "HeadlessSnapshot", "HeadlessImageLoading"] {
            #expect(binary.range(of: mangled(module)) == nil, "\(module) is linked")
        }
        #expect(binary.range(of: mangled("HeadlessImageComparison")) != nil)
    }

    @Test("a device, a FIFO or a directory is refused with the real reason")
    func notRegularFiles() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o644) == 0)
        defer { unlink(fifo) }
        for (path, reason) in [
            ("/dev/null", "it is a device, not a regular file"), (fifo, "it is a FIFO, not a regular file"),
            ("/tmp", "it is a directory"),
        ] {
            let run = try SnapshotTool.run(["diff", path, SnapshotTool.fixture("1a")])
            #expect(run.status == 2)
            #expect(run.error == "snapshot diff: cannot read \(path): \(reason)\n")
        }
    }

    @Test("exit status 0 when no pixel differs")
    func identical() throws {
        let run = try SnapshotTool.run(["diff", SnapshotTool.fixture("1a"), SnapshotTool.fixture("1a")])
        #expect(run.status == 0)
        #expect(run.output == "0 of 131072 pixels differ (512x256)\n")
    }

    @Test("exit status 1 and the JSON counts when pixels differ")
    func json() throws {
        let run = try SnapshotTool.run(["diff", SnapshotTool.fixture("1a"), SnapshotTool.fixture("1b"), "--threshold", "0.05", "--json"])
        #expect(run.status == 1)
        #expect(run.output == "{\"mismatched\": 143, \"total\": 131072, \"width\": 512, \"height\": 256}\n")
        #expect(run.error.isEmpty)
    }

    @Test("--blend white gives version 6's count, and the other options take effect")
    func options() throws {
        let pair = [SnapshotTool.fixture("8a"), SnapshotTool.fixture("5b"), "--threshold=0.05", "--json"]
        #expect(try SnapshotTool.run(["diff"] + pair + ["--blend", "white"]).status == 0)
        let aa = try SnapshotTool.run([
            "diff", SnapshotTool.fixture("1a"), SnapshotTool.fixture("1b"), "--threshold", "0.05", "--include-aa", "--json",
        ])
        #expect(aa.output.hasPrefix("{\"mismatched\": 251,"))
    }

    @Test("--output writes pixelmatch's diff image")
    func output() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-diff-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: path) }
        let run = try SnapshotTool.run([
            "diff", SnapshotTool.fixture("1a"), SnapshotTool.fixture("1b"), "--threshold", "0.05",
            "--diff-mask", "--output", path.path,
        ])
        #expect(run.status == 1)
        let written = try StraightRGBAImage(pngData: Data(contentsOf: path))
        #expect(written == (try PixelmatchOracle.image("expected-v7.2.0/1diffmask")))
    }

    @Test("exit status 2 and the reason for a missing file")
    func missingFile() throws {
        let run = try SnapshotTool.run(["diff", "/nonexistent/A.png", SnapshotTool.fixture("1a")])
        #expect(run.status == 2)
        #expect(run.error == "snapshot diff: cannot read /nonexistent/A.png: No such file or directory\n")
        #expect(run.output.isEmpty)
    }

    @Test("exit status 2 and the reason for a file that is not a PNG")
    func notPNG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-png-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: path) }
        try Data("plain text, not an image\n".utf8).write(to: path)
        let run = try SnapshotTool.run(["diff", path.path, SnapshotTool.fixture("1a")])
        #expect(run.status == 2)
        #expect(run.error == "snapshot diff: \(path.path) is not a readable PNG: PNG decoding failed: Not a PNG file\n")
    }

    @Test("exit status 2 for images of different sizes, naming both")
    func sizeMismatch() throws {
        let run = try SnapshotTool.run(["diff", SnapshotTool.fixture("1a"), SnapshotTool.fixture("2a")])
        #expect(run.status == 2)
        #expect(run.error == "snapshot diff: image sizes differ: the first is 512x256, the second 256x256\n")
    }

    @Test(
        "exit status 2 with the usage for malformed arguments",
        arguments: [
            ["diff", "only-one.png"], ["diff", "a.png", "b.png", "--bogus"], ["diff", "a.png", "b.png", "--threshold"],
            ["diff", "a.png", "b.png", "--threshold", "2"], ["diff", "a.png", "b.png", "--blend", "black"], ["nosuch"], [],
        ])
    func malformed(_ arguments: [String]) throws {
        let run = try SnapshotTool.run(arguments)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("snapshot"))
        #expect(run.output.isEmpty)
    }
}
