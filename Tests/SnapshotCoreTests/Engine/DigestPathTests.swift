import Foundation
import HeadlessImageComparison
import HeadlessRaster
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("Verifying by the reference's stamp")
struct DigestPathTests {
    /// Records `bitmap` as the reference of `request` and returns the file.
    private func recorded(_ bitmap: Bitmap, _ scratch: Scratch) throws -> URL {
        let request = Fixtures.request(scratch, mode: .all)
        _ = SnapshotVerifier(request).verify(.success(bitmap), with: .image)
        return Fixtures.referenceFile(request)
    }

    /// The stamp the file at `url` carries.
    private func stamp(of url: URL) throws -> ReferenceStamp? {
        try PNGTextChunks.read(from: Data(contentsOf: url))[ReferenceStamp.keyword].flatMap(ReferenceStamp.init(text:))
    }

    @Test("a reference we wrote carries a stamp and matches without decoding")
    func stamped() throws {
        let scratch = try Scratch()
        let file = try recorded(Fixtures.bitmap(), scratch)
        let stamp = try #require(try stamp(of: file))
        #expect(stamp.rendererVersion == RendererVersion.current)
        #expect(stamp.digestAlgorithm == .xxh3 && stamp.pixelDigest == Fixtures.bitmap().pixelDigest(using: .xxh3))
        let result = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.status == .passed && result.matchedByDigest)
    }

    @Test("a reference stamped with XXH64 digests, as earlier versions wrote, still matches without decoding")
    func olderStamp() throws {
        let scratch = try Scratch()
        let file = try recorded(Fixtures.bitmap(), scratch)
        try Fixtures.bitmap().writePNG(to: file)
        let png = try Data(contentsOf: file)
        let older = ReferenceStamp(
            rendererVersion: RendererVersion.current, width: 8, height: 6,
            pixelDigest: Fixtures.bitmap().pixelDigest(using: .xxh64),
            imageDataDigest: Self.imageDataDigest(of: png, using: .xxh64), digestAlgorithm: .xxh64)
        try Fixtures.bitmap().writePNG(to: file, textChunks: [ReferenceStamp.keyword: older.text])
        #expect(try stamp(of: file)?.text.contains("pixels=xxh64:") == true)
        let passing = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(passing.status == .passed && passing.matchedByDigest)
        // Its digests are XXH64's: under the other algorithm's tag the file is not vouched for, and is decoded.
        var mislabelled = older
        mislabelled.digestAlgorithm = .xxh3
        try Fixtures.bitmap().writePNG(to: file, textChunks: [ReferenceStamp.keyword: mislabelled.text])
        let decoded = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(decoded.status == .passed && !decoded.matchedByDigest)
    }

    /// The image data digest a stamp carries, worked out here from the PNG's
    /// chunks: each `IDAT` chunk's data hashed in order, seeded with the digest so far.
    private static func imageDataDigest(of png: Data, using algorithm: DigestAlgorithm) -> UInt64 {
        let bytes = [UInt8](png)
        var offset = 8, digest: UInt64 = 0
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "IDAT" {
                digest = bytes[(offset + 8)..<(offset + 8 + length)].withUnsafeBytes { algorithm.hash($0, seed: digest) }
            }
            offset += 12 + length
        }
        return digest
    }

    @Test("a reference without a stamp is decoded and compared")
    func unstamped() throws {
        let scratch = try Scratch()
        let file = try recorded(Fixtures.bitmap(), scratch)
        try Fixtures.bitmap().writePNG(to: file)
        let result = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.status == .passed && !result.matchedByDigest)
    }

    @Test("a stamp that does not describe the file's image data is ignored, and the failure says so")
    func tampered() throws {
        let scratch = try Scratch()
        let file = try recorded(Fixtures.bitmap(), scratch)
        // Another image under this image's stamp: what an editor that keeps text chunks leaves.
        let stampText = try #require(try PNGTextChunks.read(from: Data(contentsOf: file))[ReferenceStamp.keyword])
        try Fixtures.bitmap(dot: (4, 4)).writePNG(to: file, textChunks: [ReferenceStamp.keyword: stampText])
        let result = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(result.status == .failed)
        #expect(result.failureMessage?.contains("stamp no longer describes the file") == true)
    }

    @Test("a failure against a reference from another renderer version says so")
    func otherRenderer() throws {
        let scratch = try Scratch()
        let file = try recorded(Fixtures.bitmap(), scratch)
        var stamp = try #require(try stamp(of: file))
        stamp.rendererVersion = "0"
        try Fixtures.bitmap().writePNG(to: file, textChunks: [ReferenceStamp.keyword: stamp.text])
        let passing = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap()), with: .image)
        #expect(passing.status == .passed && passing.matchedByDigest)
        let failing = SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap(dot: (0, 1))), with: .image)
        #expect(
            failing.failureMessage?.contains(
                "The reference was recorded by renderer version 0; this is version \(RendererVersion.current).") == true)
        #expect(failing.failureMessage?.contains("no longer matches") == false)
    }
}

@Suite("A stamp vouches only for an intact file")
struct TamperedStampTests {
    /// Records `Fixtures.bitmap()` and returns the file's bytes and where it is.
    private func recorded(_ scratch: Scratch) throws -> (bytes: [UInt8], url: URL) {
        let request = Fixtures.request(scratch, mode: .all)
        _ = SnapshotVerifier(request).verify(.success(Fixtures.bitmap()), with: .image)
        let url = Fixtures.referenceFile(request)
        return ([UInt8](try Data(contentsOf: url)), url)
    }

    /// Verifies the same pixels against the file rewritten as `bytes`.
    private func verify(_ bytes: [UInt8], at url: URL, _ scratch: Scratch) throws -> SnapshotResult {
        try Data(bytes).write(to: url)
        return SnapshotVerifier(Fixtures.request(scratch, mode: .never)).verify(.success(Fixtures.bitmap()), with: .image)
    }

    @Test("one bit flipped in IHDR: the stamp is not trusted, the file is decoded and fails")
    func flippedHeaderBit() throws {
        let scratch = try Scratch()
        var (bytes, url) = try recorded(scratch)
        bytes[8 + 8 + 3] ^= 0x01  // the low byte of the width
        let result = try verify(bytes, at: url, scratch)
        #expect(!result.matchedByDigest && result.status == .failed)
    }

    @Test("a tRNS chunk added, with a right CRC: the stamp is not trusted")
    func addedTransparency() throws {
        let scratch = try Scratch()
        let (bytes, url) = try recorded(scratch)
        // tRNS for RGB: the colour 0x33 0x66 0x99 (the fixture's fill) becomes transparent.
        let trns = PNGChunk.record(type: "tRNS", body: [0, 0x99, 0, 0x66, 0, 0x33])
        let withTransparency = Array(bytes[..<33]) + trns + Array(bytes[33...])
        let result = try verify(withTransparency, at: url, scratch)
        #expect(!result.matchedByDigest)
    }

    @Test("the untouched file still matches by digest")
    func untouched() throws {
        let scratch = try Scratch()
        let (bytes, url) = try recorded(scratch)
        #expect(try verify(bytes, at: url, scratch).matchedByDigest)
    }
}
