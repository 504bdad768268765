import Foundation
import HeadlessRaster
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("SnapshotVerifier: record modes and suffixes")
struct VerifierRecordingTests {
    @Test("a missing reference fails; 'missing' records it into the first suffix only")
    func missingRecorded() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .missing)
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.status == .recorded && result.isNew)
        #expect(result.failureMessage?.contains("No reference for testExample@2x.png") == true)
        #expect(try Bitmap(contentsOfPNG: Fixtures.referenceFile(request)) == Fixtures.bitmap())
        #expect(scratch.contents(Fixtures.referenceFile(request, suffix: "_32")) == nil)
        #expect(SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image).status == .passed)
    }

    @Test("'never' fails on a missing reference and writes none")
    func missingNever() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .never)
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.status == .failed && result.isNew)
        #expect(result.failureMessage?.contains("Record mode 'never'") == true)
        #expect(result.failureMessage?.contains(Fixtures.referenceFile(request, suffix: "_32").path) == true)
        #expect(scratch.contents(Fixtures.referenceFile(request)) == nil)
        #expect(result.artifacts.failed.map(scratch.contents) != nil)
    }

    @Test("'all' overwrites a matching reference and fails with the record-mode message")
    func all() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .all)
        #expect(SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image).isNew)
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap(dot: (2, 2))), with: .image)
        #expect(result.status == .recorded && !result.isNew)
        #expect(result.failureMessage?.hasPrefix("Test ran in record mode. Reference image is now saved") == true)
        #expect(try Bitmap(contentsOfPNG: Fixtures.referenceFile(request)) == Fixtures.bitmap(dot: (2, 2)))
    }

    @Test("'failed' re-records a mismatching reference, still failing; 'missing' leaves it untouched")
    func failedMode() throws {
        let scratch = try Scratch()
        let file = Fixtures.referenceFile(Fixtures.request(scratch, mode: .missing))
        _ = SnapshotVerifier(Fixtures.request(scratch, mode: .missing)).verify(.success(Fixtures.bitmap()), with: .image)
        let before = scratch.contents(file)
        let changed = Fixtures.bitmap(dot: (3, 1))
        #expect(SnapshotVerifier(Fixtures.request(scratch, mode: .missing)).verify(.success(changed), with: .image).status == .failed)
        #expect(scratch.contents(file) == before)
        let result = SnapshotVerifier(Fixtures.request(scratch, mode: .failed)).verify(.success(changed), with: .image)
        #expect(result.status == .failed)
        #expect(result.failureMessage?.contains("recorded as the new reference") == true)
        #expect(try Bitmap(contentsOfPNG: file) == changed)
    }

    @Test("suffixes are tried in order: a match in a later one passes")
    func laterSuffixMatches() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .never)
        try FileManager.default.createDirectory(
            at: Fixtures.referenceFile(request, suffix: "_32").deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try Fixtures.bitmap().writePNG(to: Fixtures.referenceFile(request, suffix: "_32"))
        try FileManager.default.createDirectory(
            at: Fixtures.referenceFile(request).deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try Fixtures.bitmap(dot: (0, 0)).writePNG(to: Fixtures.referenceFile(request))
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.status == .passed)
        #expect(result.reference == Fixtures.referenceFile(request, suffix: "_32"))
    }

    @Test("a comparison failure is reported ahead of a missing reference")
    func comparisonAheadOfMissing() throws {
        let scratch = try Scratch()
        let request = Fixtures.request(scratch, mode: .missing, suffixes: ["_a", "_b"])
        let second = Fixtures.referenceFile(request, suffix: "_b")
        try FileManager.default.createDirectory(at: second.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Fixtures.bitmap().writePNG(to: second)
        let result = SnapshotVerifier(request).verify(.success(Fixtures.bitmap(dot: (1, 1))), with: .image)
        #expect(result.status == .failed)
        #expect(
            result.failureMessage?.hasPrefix("Snapshot comparison failed: testExample@2x.png does not match the reference \(second.path)") == true)
        #expect(scratch.contents(Fixtures.referenceFile(request, suffix: "_a")) == nil)
    }

    @Test("no suffixes is a clear failure")
    func noSuffixes() throws {
        let result = SnapshotVerifier(Fixtures.request(try Scratch(), mode: .missing, suffixes: []))
            .verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.failureMessage == SnapshotError.noSuffixes.description)
    }
}
