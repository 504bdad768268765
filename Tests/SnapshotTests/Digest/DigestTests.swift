import ImageComparison
import Foundation
import Raster
import Snapshot
import Testing

@Suite("XXH64 and reference stamps")
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

    @Test("a stamp's text round-trips, and malformed text is refused")
    func stampText() {
        let stamp = ReferenceStamp(rendererVersion: "7", width: 3, height: 2, pixelDigest: 0xAB, imageDataDigest: 0xCD)
        #expect(stamp.text == "renderer=7 size=3x2 pixels=xxh64:00000000000000ab idat=xxh64:00000000000000cd")
        #expect(ReferenceStamp(text: stamp.text) == stamp)
        for bad in ["", "renderer=7 size=3x2 pixels=xxh64:00000000000000ab", "renderer=7 size=3 pixels=xxh64:1 idat=xxh64:2",
                    stamp.text.replacingOccurrences(of: "xxh64:", with: "md5:"), stamp.text + " junk"] {
            #expect(ReferenceStamp(text: bad) == nil, "\(bad)")
        }
    }

    @Test("the pixel digest is XXH64 of the pixel bytes")
    func pixelDigest() throws {
        let bitmap = Fixtures.bitmap()
        #expect(bitmap.pixelDigest == bitmap.pixels.withUnsafeBytes { XXH64.hash($0) })
        #expect(bitmap.pixelDigest != Fixtures.bitmap(dot: (1, 1)).pixelDigest)
    }
}
