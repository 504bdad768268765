import Foundation
import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// The libdeflate fast path gives exactly libpng's pixels, takes the files it
/// should, and leaves everything else (and every damaged file) to libpng.
@Suite struct PNGFastDecoderTests {
    @Test(arguments: PNGSuite.fileNames.filter { !PNGSuite.isCorrupt($0) })
    func agreesWithLibpngWhereverItDecodes(name: String) throws {
        let bytes = [UInt8](try PNGSuite.data(name))
        guard let fast = PNGFastDecoder.decode(bytes) else { return }
        #expect(fast == (try PNGDecoder.decodeThroughLibpng(bytes)), "\(name)")
    }

    @Test func takesEightBitRGBAndRGBAndNothingElse() throws {
        let taken = try PNGSuite.fileNames.filter { PNGFastDecoder.decode([UInt8](try PNGSuite.data($0))) != nil }
        // basn2c08 (RGB) and basn6a08 (RGBA) among them; every filter type is exercised by f0*.
        #expect(taken.contains("basn2c08.png") && taken.contains("basn6a08.png"))
        #expect(taken.contains("f04n2c08.png"))
        #expect(!taken.contains { $0.hasPrefix("basi") || $0.hasPrefix("x") || $0.contains("16") || $0.hasPrefix("tbr") })
    }

    @Test func ourOwnEncodingsRoundTripThroughIt() throws {
        var opaque = try Bitmap(width: 37, height: 11, color: Color(hex: 0x336699))
        opaque[5, 5] = PremultipliedPixel(Color(hex: 0xFF0000))
        var translucent = try Bitmap(width: 9, height: 7, color: Color(hex: 0x00FF00, alpha: 0.5))
        translucent[1, 1] = .transparent
        for bitmap in [opaque, translucent] {
            let bytes = [UInt8](try PNGEncoder.encode(bitmap))
            #expect(PNGFastDecoder.decode(bytes) == bitmap)
        }
    }

    @Test func damagedImageDataFallsBackToLibpngAndItsError() throws {
        var bytes = [UInt8](try PNGEncoder.encode(try Bitmap(width: 20, height: 20, color: .red)))
        let list = try #require(PNGChunkList(bytes))
        let data = try #require(list.chunks.first { $0.type == "IDAT" })
        bytes[data.body.lowerBound + 2] ^= 0xFF
        #expect(PNGFastDecoder.decode(bytes) == nil)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
    }
}
