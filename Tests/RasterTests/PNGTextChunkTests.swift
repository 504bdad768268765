import Foundation
import Testing

@testable import HeadlessRaster

@Suite("PNG text chunks")
struct PNGTextChunkTests {
    @Test func crcMatchesTheKnownValueOfIEND() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func textRoundTripsWithoutChangingPixels() throws {
        let bitmap = try PNGTestBitmaps.opaque(width: 8, height: 8)
        let texts = ["Renderer": "1.4.0", "Pixel digest": "sha256:0123abcd", "Comment": "naïve ✓ 日本"]
        let png = try PNGEncoder.encode(bitmap, textChunks: texts)
        #expect(try PNGTextChunks.read(from: png) == texts)
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    @Test func chunksFollowTheHeaderWithValidCRCs() throws {
        let png = [UInt8](try PNGEncoder.encode(PNGTestBitmaps.opaque(width: 4, height: 4), textChunks: ["A": "ascii", "B": "é"]))
        let list = try #require(PNGChunkList(png))
        #expect(list.chunks.prefix(3).map(\.type) == ["IHDR", "tEXt", "iTXt"])
        #expect(list.chunks.allSatisfy { $0.hasValidCRC(in: png) })
        #expect(list.end == png.count)
    }

    @Test func pngSuiteTextIsRead() throws {
        let plain = try PNGTextChunks.read(from: PNGSuite.data("ct1n0g04.png"))
        #expect(plain["Title"] == "PngSuite" && plain["Disclaimer"] == "Freeware.")
        let japanese = try PNGTextChunks.read(from: PNGSuite.data("ctjn0g04.png"))
        #expect(japanese["Disclaimer"] == "フリーウェア。")
        // zTXt needs inflating, so only the two tEXt chunks are read.
        #expect(try PNGTextChunks.read(from: PNGSuite.data("ctzn0g04.png")).keys.sorted() == ["Author", "Title"])
    }

    @Test func chunkWithBadCRCIsSkippedByReaderAndDecoder() throws {
        let bitmap = try PNGTestBitmaps.opaque(width: 2, height: 2)
        var png = [UInt8](try PNGEncoder.encode(bitmap, textChunks: ["Key": "value"]))
        png[33 + 8 + 4] ^= 0x20  // first byte of the text after "Key\0"
        #expect(try PNGTextChunks.read(from: Data(png)).isEmpty)
        #expect(try Bitmap(pngData: Data(png)) == bitmap)  // libpng only warns
    }

    @Test func nonPNGDataThrows() {
        #expect(throws: PNGError.missingSignature) { try PNGTextChunks.read(from: Data("not a png".utf8)) }
    }

    @Test(arguments: ["", String(repeating: "k", count: 80), " lead", "trail ", "two  spaces", "naïve", "tab\t"])
    func invalidKeywordIsRefused(keyword: String) throws {
        let bitmap = try PNGTestBitmaps.opaque(width: 1, height: 1)
        #expect(throws: PNGError.self) { try PNGEncoder.encode(bitmap, textChunks: [keyword: "text"]) }
    }

    @Test func textWithNULIsRefused() throws {
        let bitmap = try PNGTestBitmaps.opaque(width: 1, height: 1)
        #expect(throws: PNGError.invalidTextChunk(keyword: "Key", reason: "the text contains a NUL character")) {
            try PNGEncoder.encode(bitmap, textChunks: ["Key": "a\0b"])
        }
    }
}
