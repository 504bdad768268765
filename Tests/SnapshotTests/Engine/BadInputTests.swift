import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import SnapshotTestSupport
import Testing

@Suite("Bad input: clear failures naming the file, references untouched")
@MainActor
struct BadInputTests {
    /// Writes `bytes` as the reference of a `never` request and verifies the fixture bitmap against it.
    private func verify(againstReferenceBytes bytes: Data) throws -> (SnapshotResult, URL, Scratch) {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .missing)
        let file = Fixtures.referenceFile(request)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file)
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(scratch.contents(file) == bytes, "the reference must not change")
        return (result, file, scratch)
    }

    @Test("a corrupt reference")
    func corrupt() throws {
        var bytes = try PNGEncoder.encode(Fixtures.bitmap())
        bytes.replaceSubrange(40..<60, with: [UInt8](repeating: 0xA5, count: 20))
        let (result, file, _) = try verify(againstReferenceBytes: bytes)
        #expect(result.status == .failed)
        #expect(result.failureMessage?.contains("the reference \(file.path) cannot be read: it is not a valid PNG") == true)
        #expect(result.artifacts.failed != nil)
    }

    @Test("a truncated reference")
    func truncated() throws {
        let bytes = try PNGEncoder.encode(Fixtures.bitmap(width: 200, height: 100))
        let (result, file, _) = try verify(againstReferenceBytes: bytes.prefix(bytes.count / 2))
        #expect(result.failureMessage?.contains("the reference \(file.path) cannot be read") == true)
    }

    @Test("a reference that is not a PNG at all")
    func notPNG() throws {
        let (result, file, _) = try verify(againstReferenceBytes: Data("hello".utf8))
        #expect(result.failureMessage?.contains("the reference \(file.path) cannot be read") == true)
    }

    @Test("a reference of another size")
    func otherSize() throws {
        let (result, file, _) = try verify(againstReferenceBytes: try PNGEncoder.encode(Fixtures.bitmap(width: 9)))
        #expect(result.failureMessage?.contains("does not match the reference \(file.path)") == true)
        #expect(result.failureMessage?.contains("images differ in size: the reference is 9x6, the candidate 8x6") == true)
        #expect(result.artifacts.diff == nil && result.artifacts.reference != nil)
    }

    @Test("a zero-size view")
    func zeroSize() async throws {
        let scratch = try Scratch()
        let view = View(frame: Rect(x: 0, y: 0, width: 0, height: 20))
        await SnapshotConfiguration.$current.withValue(scratch.configuration(recordMode: .all)) {
            await withKnownIssue {
                await assertSnapshot(of: view, named: "empty")
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("Cannot take the snapshot for") && text.contains("zeroSize_empty@3x.png")
                    && text.contains("is empty")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.references.path + "_64"))
    }

    @Test("an enormous view fails before any pixel is allocated")
    func enormous() async throws {
        let scratch = try Scratch()
        let view = View(frame: Rect(x: 0, y: 0, width: 1_000_000, height: 1_000_000))
        let clock = ContinuousClock()
        let start = clock.now
        await SnapshotConfiguration.$current.withValue(scratch.configuration(recordMode: .all)) {
            await withKnownIssue {
                await assertSnapshot(of: view, rendering: .layerTree)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("exceeds \(Bitmap.maxPixelCount) pixels")
            }
        }
        #expect(clock.now - start < .seconds(1))
    }

    @Test("an unwritable reference directory when recording")
    func unwritable() throws {
        let scratch = try Scratch()
        let blocker = scratch.root.appendingPathComponent("file")
        try Data("not a directory".utf8).write(to: blocker)
        var request = Fixtures.request(scratch, mode: .all)
        request.referenceDirectory = blocker.appendingPathComponent("ReferenceImages")
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.status == .failed)
        #expect(
            result.failureMessage?.hasPrefix(
                "Cannot record the reference: cannot write "
                    + blocker.path + "/ReferenceImages_64/SnapshotTests.Example") == true)
        #expect(result.failureMessage?.contains("\(blocker.path) is a file, not a folder") == true)
    }

    @Test("a FIFO where a reference should be is refused without blocking")
    func fifoReference() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .never)
        let file = Fixtures.referenceFile(request)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o644) == 0)
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.failureMessage?.contains("it is a FIFO, not a regular file") == true)
    }

    @Test(
        "identifiers with path characters stay inside the class directory",
        arguments: [
            "../../escape", "/absolute", "a/../../b", "..", "x\\..\\y",
        ])
    func pathCharacters(identifier: String) throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .missing, identifier: identifier)
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.status == .recorded)
        let folder = ReferenceDirectory.classDirectory(
            base: scratch.references, suffix: "_64",
            classFolder: "SnapshotTests.Example")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written == [request.name.fileName])
        #expect(result.reference.deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL)
    }
}
