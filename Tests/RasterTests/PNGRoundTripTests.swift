import Foundation
import Testing

@testable import HeadlessRaster

@Suite("PNG encode and decode round trip")
struct PNGRoundTripTests {
    /// The colour type byte of the IHDR chunk.
    private func colorType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    @Test func opaqueBitmapRoundTripsAsRGB() throws {
        let bitmap = try PNGTestBitmaps.opaque(width: 37, height: 23)
        let png = try PNGEncoder.encode(bitmap)
        #expect(colorType(png) == 2)
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    @Test func everyValidPremultipliedPixelRoundTripsAsRGBA() throws {
        // Lossless means decode(encode(b)) == b for every bitmap whose
        // components do not exceed their alpha: un-premultiplying rounds to
        // nearest, and re-premultiplying that rounds back to the same value.
        let bitmap = try PNGTestBitmaps.everyPremultipliedPixel()
        let png = try PNGEncoder.encode(bitmap)
        #expect(colorType(png) == 6)
        #expect(try Bitmap(pngData: png) == bitmap)
    }

    @Test func singlePixelRoundTrips() throws {
        let bitmap = try Bitmap(width: 1, height: 1, fill: PremultipliedPixel(r: 10, g: 20, b: 30, a: 40).packed)
        #expect(try Bitmap(pngData: PNGEncoder.encode(bitmap)) == bitmap)
    }

    @Test func encodingIsDeterministic() throws {
        let bitmap = try PNGTestBitmaps.everyPremultipliedPixel()
        let first = try PNGEncoder.encode(bitmap, textChunks: ["b": "2", "a": "1", "c": "3"])
        let second = try PNGEncoder.encode(bitmap, textChunks: ["c": "3", "a": "1", "b": "2"])
        #expect(first == second)
    }

    @Test(arguments: [(0, 0), (0, 3), (3, 0)])
    func emptyBitmapIsRefused(width: Int, height: Int) throws {
        let bitmap = try Bitmap(width: width, height: height)
        #expect(throws: PNGError.emptyBitmap(width: width, height: height)) {
            try PNGEncoder.encode(bitmap)
        }
    }

    @Test func colorSpaceChunksDoNotChangePixels() throws {
        // A gAMA of 1.0 would make libpng brighten every sample to sRGB; the
        // decoder ignores it and returns the samples as stored.
        let bitmap = try PNGTestBitmaps.everyPremultipliedPixel()
        let gamma = PNGChunk.record(type: "gAMA", body: PNGChunk.bytes(of: 100_000))
        let png = PNGChunkList.inserting(gamma, afterHeaderOf: [UInt8](try PNGEncoder.encode(bitmap)))
        #expect(try Bitmap(pngData: Data(png)) == bitmap)
    }
}
