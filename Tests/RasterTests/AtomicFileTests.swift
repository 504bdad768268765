import Foundation
import Raster
import Testing

@Suite("PNG files")
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
