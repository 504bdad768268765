import Foundation
import HeadlessRaster
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("Two processes recording the same reference")
struct ConcurrentRecordingTests {
    /// The helper executable, built beside the test bundle.
    private func helper() throws -> URL {
        let products =
            Bundle.main.bundleURL.hasDirectoryPath
            ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
        let candidates = [products, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            .map { $0.appendingPathComponent("snapshot-record-helper") }
        return try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "build snapshot-record-helper first (swift build)")
    }

    /// What the helper records for `fill`.
    private func expected(_ fill: UInt32) throws -> Bitmap {
        var pixels = [UInt32](repeating: fill, count: 800 * 600)
        for x in 0..<800 { pixels[300 * 800 + x] = UInt32(truncatingIfNeeded: x) | 0xFF00_0000 }
        return try Bitmap(width: 800, height: 600, pixels: pixels)
    }

    @Test("the file is whole at every moment and afterwards, and its stamp checks out")
    func atomic() throws {
        let scratch = try Scratch()
        let fills: [UInt32] = [0xFF20_4080, 0xFF80_4020]
        let processes = try fills.map { fill in
            let process = Process()
            process.executableURL = try helper()
            process.arguments = [scratch.references.path, String(fill, radix: 16), "15"]
            try process.run()
            return process
        }
        let file = ReferenceDirectory.classDirectory(base: scratch.references, suffix: "_64", classFolder: "Helper.Concurrent")
            .appendingPathComponent("testShared@3x.png")
        let candidates = try fills.map(expected)
        var reads = 0
        while processes.contains(where: \.isRunning) {
            guard let data = try? Data(contentsOf: file) else { continue }
            #expect(candidates.contains(try Bitmap(pngData: data)))
            reads += 1
        }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        #expect(reads > 0)
        let final = try Bitmap(contentsOfPNG: file)
        #expect(candidates.contains(final))
        let stampText = try #require(try PNGTextChunks.read(from: Data(contentsOf: file))[ReferenceStamp.keyword])
        #expect(ReferenceStamp(text: stampText)?.pixelDigest == final.pixelDigest(using: .xxh3))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(leftovers == ["testShared@3x.png"])
    }
}
