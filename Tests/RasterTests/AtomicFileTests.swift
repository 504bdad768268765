import Foundation
import HeadlessRaster
import Testing

@Suite("Atomic files")
struct AtomicFileTests {
    /// A new empty directory for one test.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("png-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writtenFileReadsBackAndLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("reference.png")
        let first = try PNGTestBitmaps.opaque(width: 5, height: 3, seed: 1)
        let second = try PNGTestBitmaps.opaque(width: 5, height: 3, seed: 2)
        try first.writePNG(to: url)
        try second.writePNG(to: url, textChunks: ["Renderer": "1"])
        #expect(try Bitmap(contentsOfPNG: url) == second)
        #expect(try PNGTextChunks.read(from: Data(contentsOf: url)) == ["Renderer": "1"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["reference.png"])
    }

    @Test(
        "removing the old file first, the new one still takes its place whole, with no temporary file left",
        arguments: [AtomicFile.Replacement.renamingOver, .removingFirst])
    func replacementLeavesTheNewFile(replacement: AtomicFile.Replacement) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("result.json")
        for text in ["first", "second, longer", ""] {
            try AtomicFile.writeAtomically(Data(text.utf8), to: url, replacement: replacement)
            #expect(try String(contentsOf: url, encoding: .utf8) == text)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["result.json"])
        let missing = directory.appendingPathComponent("missing").appendingPathComponent("result.json")
        #expect(throws: PNGError.self) { try AtomicFile.writeAtomically(Data(), to: missing, replacement: replacement) }
    }

    @Test("a name that fits the file system can be written: the temporary file's name is short whatever the file's")
    func longestNameCanBeWritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(String(repeating: "n", count: 251) + ".png")
        try PNGTestBitmaps.opaque(width: 1, height: 1).writePNG(to: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [url.lastPathComponent])
    }

    @Test("the file gets the permissions Foundation gives: 0666 less the umask")
    func permissionsFollowTheUmask() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ours = directory.appendingPathComponent("ours.png"), foundations = directory.appendingPathComponent("foundation.png")
        try PNGTestBitmaps.opaque(width: 1, height: 1).writePNG(to: ours)
        try Data("x".utf8).write(to: foundations)
        let mode = { (url: URL) in try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int }
        #expect(try mode(ours) == mode(foundations))
    }

    @Test func writingBelowARegularFileThrows() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let target = file.appendingPathComponent("reference.png")
        #expect(throws: PNGError.unwritableFile(path: target.path, reason: "Not a directory")) {
            try PNGTestBitmaps.opaque(width: 1, height: 1).writePNG(to: target)
        }
    }

    @Test func readingAMissingFileThrows() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/missing.png")
        #expect {
            _ = try Bitmap(contentsOfPNG: url)
        } throws: { error in
            guard case .unreadableFile(let path, let reason) = error as? PNGError else { return false }
            return path == url.path && !reason.isEmpty
        }
    }
}
