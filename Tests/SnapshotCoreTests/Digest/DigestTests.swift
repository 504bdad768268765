import Foundation
import HeadlessImageComparison
import HeadlessRaster
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@Suite("XXH64, XXH3 and reference stamps")
struct DigestTests {
    /// XXH64 of ASCII text, seed 0.
    private func xxh64(_ text: String, seed: UInt64 = 0) -> UInt64 {
        Array(text.utf8).withUnsafeBytes { XXH64.hash($0, seed: seed) }
    }

    @Test("XXH64 gives the reference implementation's digests")
    func vectors() {
        #expect(xxh64("") == 0xEF46_DB37_51D8_E999)
        #expect(xxh64("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(xxh64("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(xxh64("Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
    }

    /// 100,003 bytes of a pattern: long enough for XXH3's vector loop, with a tail.
    private let long = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }

    @Test("XXH3 gives the reference implementation's digests (`xxhsum -H3`)")
    func xxh3Vectors() {
        func xxh3(_ text: String) -> UInt64 { Array(text.utf8).withUnsafeBytes { XXH3.hash($0) } }
        #expect(xxh3("") == 0x2D06_8005_38D3_94C2)
        #expect(xxh3("a") == 0xE6C6_32B6_1E96_4E1F)
        #expect(xxh3("abc") == 0x78AF_5F94_892F_3950)
        #expect(xxh3("Nobody inspects the spammish repetition") == 0x6CB0_0603_B5CC_47E9)
        #expect(long.withUnsafeBytes { XXH3.hash($0) } == 0xE095_0E66_CF10_7FE8)
        #expect(long.withUnsafeBytes { XXH64.hash($0) } == 0xC333_C0BF_F6F9_EFDB)
        #expect(long.withUnsafeBytes { XXH3.hash($0, seed: 1) } != 0xE095_0E66_CF10_7FE8)
    }

    @Test("each digest algorithm hashes with its function")
    func algorithms() {
        long.withUnsafeBytes { bytes in
            #expect(DigestAlgorithm.xxh3.hash(bytes, seed: 5) == XXH3.hash(bytes, seed: 5))
            #expect(DigestAlgorithm.xxh64.hash(bytes, seed: 5) == XXH64.hash(bytes, seed: 5))
        }
        #expect(DigestAlgorithm.allCases.map(\.rawValue) == ["xxh3", "xxh64"])
    }

    @Test("every byte and the seed count")
    func sensitivity() {
        let text = String(repeating: "0123456789abcdef", count: 9) + "xyz"  // stripes, words, a tail
        let base = xxh64(text)
        for index in [0, 31, 32, 100, 143, 146] {
            var bytes = Array(text.utf8)
            bytes[index] ^= 1
            #expect(bytes.withUnsafeBytes { XXH64.hash($0) } != base, "byte \(index)")
        }
        #expect(xxh64(text, seed: 1) != base)
    }

    @Test("a stamp's text round-trips in either algorithm, and malformed text is refused")
    func stampText() {
        let stamp = ReferenceStamp(rendererVersion: "7", width: 3, height: 2, pixelDigest: 0xAB, imageDataDigest: 0xCD)
        #expect(stamp.digestAlgorithm == .xxh3)
        #expect(stamp.text == "renderer=7 size=3x2 pixels=xxh3:00000000000000ab idat=xxh3:00000000000000cd")
        #expect(ReferenceStamp(text: stamp.text) == stamp)
        let older = ReferenceStamp(
            rendererVersion: "7", width: 3, height: 2, pixelDigest: 0xAB, imageDataDigest: 0xCD,
            digestAlgorithm: .xxh64)
        #expect(older.text == "renderer=7 size=3x2 pixels=xxh64:00000000000000ab idat=xxh64:00000000000000cd")
        #expect(ReferenceStamp(text: older.text) == older)
        for bad in [
            "", "renderer=7 size=3x2 pixels=xxh3:00000000000000ab", "renderer=7 size=3 pixels=xxh3:1 idat=xxh3:2",
            stamp.text.replacingOccurrences(of: "xxh3:", with: "md5:"), stamp.text + " junk",
            "renderer=7 size=3x2 pixels=xxh3:00000000000000ab idat=xxh64:00000000000000cd",  // two algorithms
            "renderer=7 size=3x2 pixels=00000000000000ab idat=xxh3:00000000000000cd",
        ] {
            #expect(ReferenceStamp(text: bad) == nil, "\(bad)")
        }
    }

    @Test("the pixel digest is the algorithm's digest of the pixel bytes (the property, XXH64's)")
    func pixelDigest() throws {
        let bitmap = Fixtures.bitmap()
        #expect(bitmap.pixelDigest == bitmap.pixels.withUnsafeBytes { XXH64.hash($0) })
        #expect(bitmap.pixelDigest(using: .xxh3) == bitmap.pixels.withUnsafeBytes { XXH3.hash($0) })
        for algorithm in DigestAlgorithm.allCases {
            #expect(bitmap.pixelDigest(using: algorithm) != Fixtures.bitmap(dot: (1, 1)).pixelDigest(using: algorithm))
        }
    }
}
