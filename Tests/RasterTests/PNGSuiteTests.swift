import Foundation
import Testing

@testable import HeadlessRaster

@Suite("PNG decoding over PngSuite")
struct PNGSuiteTests {
    @Test func suiteIsPresentAndMatchesTheExpectations() throws {
        try #require(
            !PNGSuite.fileNames.isEmpty,
            "PngSuite not found at \(PNGSuite.directory.path): put shared/ beside the repository"
        )
        let valid = Set(PNGSuite.fileNames.filter { !PNGSuite.isCorrupt($0) })
        #expect(valid == Set(pngSuiteExpectations.keys))
        #expect(PNGSuite.fileNames.filter(PNGSuite.isCorrupt).count == 14)
    }

    @Test(arguments: PNGSuite.fileNames.filter { !PNGSuite.isCorrupt($0) })
    func validFileDecodesToTheIndependentExpectation(name: String) throws {
        let bitmap = try Bitmap(pngData: PNGSuite.data(name))
        let size = PNGSuite.expectedSize(of: name)
        #expect(bitmap.width == size.width && bitmap.height == size.height)
        let expected = try #require(pngSuiteExpectations[name])
        #expect(bitmap.width == expected.width && bitmap.height == expected.height)
        let bytes = bitmap.pixels.flatMap { pixel in (0..<4).map { UInt8(truncatingIfNeeded: pixel >> ($0 * 8)) } }
        #expect(CRC32.checksum(bytes) == expected.crc32, "pixels of \(name) differ from pypng/Pillow")
    }

    @Test(arguments: PNGSuite.fileNames.filter(PNGSuite.isCorrupt))
    func corruptFileThrowsLibpngsMessage(name: String) throws {
        let data = try PNGSuite.data(name)
        #expect {
            _ = try Bitmap(pngData: data)
        } throws: { error in
            guard case .decodingFailed(let message) = error as? PNGError else { return false }
            return !message.isEmpty
        }
    }
}
