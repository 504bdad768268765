import Foundation
import Testing

@testable import HeadlessRaster

@Suite("PNG decoding of bad input")
struct PNGCorruptInputTests {
    /// Whether decoding `bytes` throws libpng's non-empty message.
    private func failsWithLibpngMessage(_ bytes: [UInt8]) -> Bool {
        do {
            _ = try Bitmap(pngData: Data(bytes))
            return false
        } catch {
            guard case .decodingFailed(let message) = error else { return false }
            return !message.isEmpty
        }
    }

    /// A PNG of `width` x `height` RGBA pixels whose header is valid but whose image data is not.
    private func header(width: UInt32, height: UInt32) -> [UInt8] {
        let ihdr = PNGChunk.bytes(of: width) + PNGChunk.bytes(of: height) + [8, 6, 0, 0, 0]
        return PNGChunkList.signature + PNGChunk.record(type: "IHDR", body: ihdr)
            + PNGChunk.record(type: "IDAT", body: [0x78, 0x9C]) + PNGChunk.record(type: "IEND", body: [])
    }

    @Test func emptyDataThrows() {
        #expect(failsWithLibpngMessage([]))
    }

    @Test func truncatedDataThrowsAtEveryCut() throws {
        let png = [UInt8](try PNGEncoder.encode(PNGTestBitmaps.opaque(width: 16, height: 16)))
        for cut in [1, 7, 8, 12, 20, 32, 33, 45, png.count / 2, png.count - 16, png.count - 13] {
            #expect(failsWithLibpngMessage(Array(png.prefix(cut))), "cut at \(cut) of \(png.count)")
        }
    }

    @Test func dataCutOnlyBeforeIENDDecodes() throws {
        // Every pixel is present, so libpng (like browsers) decodes it; a cut
        // anywhere inside the image data fails, as the test above shows.
        let bitmap = try PNGTestBitmaps.opaque(width: 16, height: 16)
        let png = try PNGEncoder.encode(bitmap)
        #expect(try Bitmap(pngData: png.prefix(png.count - 12)) == bitmap)
    }

    @Test func flippedImageDataBitThrows() throws {
        var png = [UInt8](try PNGEncoder.encode(PNGTestBitmaps.opaque(width: 16, height: 16)))
        png[50] ^= 0x01
        #expect(failsWithLibpngMessage(png))
    }

    @Test func randomGarbageThrows() {
        var random = PNGTestRandom(seed: 42)
        for length in [1, 8, 33, 100, 4096] {
            let garbage = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            #expect(failsWithLibpngMessage(garbage), "\(length) random bytes")
            #expect(failsWithLibpngMessage(PNGChunkList.signature + garbage), "signature and \(length) random bytes")
        }
    }

    @Test func hugeSizeIsRefusedFromTheHeader() {
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000)) {
            try Bitmap(pngData: Data(header(width: 100_000, height: 100_000)))
        }
    }

    @Test func sizeBeyondLibpngsLimitThrowsLibpngsMessage() {
        #expect(failsWithLibpngMessage(header(width: 2_000_000, height: 1)))
    }
}
