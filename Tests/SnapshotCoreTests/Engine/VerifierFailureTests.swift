import Foundation
import HeadlessImageComparison
import HeadlessRaster
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("SnapshotVerifier: failure images, messages and results")
struct VerifierFailureTests {
    @Test("a mismatch writes reference_, failed_ and diff_ and gives the figures")
    func artifactsAndFigures() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .never)
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all)).verify(.success(Fixtures.bitmap()), with: .image)
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap(dot: (5, 3))), with: .image)
        let message = try #require(result.failureMessage)
        let folder = scratch.artifacts.appendingPathComponent("SnapshotTests.Example")
        #expect(
            result.artifacts
                == FailureArtifacts(
                    reference: folder.appendingPathComponent("reference_testExample@2x.png"),
                    failed: folder.appendingPathComponent("failed_testExample@2x.png"),
                    diff: folder.appendingPathComponent("diff_testExample@2x.png")))
        #expect(try Bitmap(contentsOfPNG: try #require(result.artifacts.reference)) == Fixtures.bitmap())
        #expect(try Bitmap(contentsOfPNG: try #require(result.artifacts.failed)) == Fixtures.bitmap(dot: (5, 3)))
        #expect(try Bitmap(contentsOfPNG: try #require(result.artifacts.diff)).width == 8)
        for fragment in [
            "1 of 48 pixels (2.0833%) differ", "largest channel delta 102", "changed area 1x1 at (5, 3)",
            "would pass with a largest channel delta of 102 or an overall tolerance of 2.0833%",
        ]
            + result.artifacts.files.map(\.path)
        {
            #expect(message.contains(fragment), "\(fragment)")
        }
    }

    @Test("a passing run saves its result and removes the failure images of earlier runs")
    func resultsAndCleanup() throws {
        let scratch = try Scratch()
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all)).verify(.success(Fixtures.bitmap()), with: .image)
        let failed = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap(dot: (1, 1))), with: .image)
        #expect(failed.artifacts.files.count == 3)
        #expect(ResultLog.load(from: scratch.artifacts).map(\.status) == [.failed])
        let passed = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(passed.status == .passed)
        #expect(failed.artifacts.files.allSatisfy { scratch.contents($0) == nil })
        let saved = ResultLog.load(from: scratch.artifacts)
        #expect(saved.map(\.status) == [.passed])
        #expect(saved.map(\.reference.path) == [passed.reference.path])
    }

    @Test("tolerances pass what they allow")
    func tolerance() throws {
        let scratch = try Scratch()
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all)).verify(.success(Fixtures.bitmap()), with: .image)
        let request = Fixtures.request(scratch, mode: .never)
        let lenient = Diffing.image(tolerance: ComparisonOptions(overallTolerance: 0.03))
        #expect(SnapshotVerifier(request).verify(.success(Fixtures.bitmap(dot: (1, 1))), with: lenient).status == .passed)
        let strict = Diffing.image(tolerance: ComparisonOptions(overallTolerance: 0.02))
        #expect(SnapshotVerifier(request).verify(.success(Fixtures.bitmap(dot: (1, 1))), with: strict).status == .failed)
    }

    @Test("a snapshot that could not be taken fails naming the reference")
    func captureError() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .all)
        let error = SnapshotError.stillPending(["https://example.com/a.png"], timeout: .seconds(1))
        let result = SnapshotVerifier(request).verify(.failure(error), with: .image)
        #expect(result.status == .failed)
        #expect(result.failureMessage == "Cannot take the snapshot for \(Fixtures.referenceFile(request).path): \(error)")
        #expect(result.failureMessage?.contains("https://example.com/a.png") == true)
        #expect(scratch.contents(Fixtures.referenceFile(request)) == nil)
    }

    @Test("a file name too long for the file system is refused before anything is written")
    func longName() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .all, identifier: String(repeating: "x", count: 250))
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.failureMessage?.contains("longer than 255 bytes") == true)
        #expect(!FileManager.default.fileExists(atPath: scratch.references.path + "_64"))
    }

    @Test(
        "every name the check lets through can be written, temporary file and failure files included",
        arguments: [190, 200, 213, 214, 230, 231, 236, 255])
    func nameLengthBoundary(identifierLength: Int) throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .all, identifier: String(repeating: "x", count: identifierLength))
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        let refused = result.failureMessage?.contains("longer than 255 bytes") == true
        #expect(refused || result.status == .recorded, "\(result.failureMessage ?? "")")
        #expect(result.failureMessage?.contains("File name too long") != true)
        // The result is saved for the report whenever its own name fits, refused or not.
        let resultName = request.name.fileName(prefix: "result_", extension: "json")
        if resultName.utf8.count <= 255 {
            let saved = ResultLog.load(from: scratch.artifacts).map(\.fileName)
            #expect(saved == [request.name.fileName], "\(resultName.utf8.count)-byte result name")
        }
    }
}

@Suite("Stamps record what drew the pixels")
struct StampFactsTests {
    @Test("facts round-trip through the stamp text, in key order after the core fields")
    func roundTrip() {
        let stamp = ReferenceStamp(
            rendererVersion: "1", width: 2, height: 1, pixelDigest: 1, imageDataDigest: 2,
            facts: ["icu": "72.1", "fonts": "ab12", "bad key": "x", "renderer": "9"])
        #expect(stamp.text.hasSuffix(" fonts=ab12 icu=72.1"))
        #expect(ReferenceStamp(text: stamp.text) == stamp)
        #expect(stamp.facts == ["fonts": "ab12", "icu": "72.1"])
    }

    @Test("a failure against a reference drawn with other fonts or libraries says which")
    func otherTextStack() throws {
        let scratch = try Scratch()
        let recorded = Diffing.image(facts: ["fonts": "aaaa", "harfbuzz": "8.3.0"])
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .all)).verify(.success(Fixtures.bitmap()), with: recorded)
        let verifier = SnapshotVerifier(Fixtures.request(scratch, mode: .never))
        let sameFacts = verifier.verify(.success(Fixtures.bitmap(dot: (1, 1))), with: recorded)
        #expect(sameFacts.failureMessage?.contains("drawn with") == false)
        let otherFacts = Diffing.image(facts: ["fonts": "bbbb", "harfbuzz": "8.3.0"])
        let result = verifier.verify(.success(Fixtures.bitmap(dot: (1, 1))), with: otherFacts)
        #expect(result.failureMessage?.contains("The reference was drawn with fonts aaaa; this machine has fonts bbbb") == true)
        #expect(verifier.verify(.success(Fixtures.bitmap()), with: otherFacts).status == .passed)
    }
}
