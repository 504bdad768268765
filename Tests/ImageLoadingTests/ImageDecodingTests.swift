import Foundation
import HeadlessGeometry
import HeadlessImageLoading
import HeadlessLayers
import HeadlessRaster
import Testing

@Suite("Image decoding")
struct ImageDecodingTests {
    @Test func decodesPNG() throws {
        let image = try Image(data: ImageFixtures.png(width: 4, height: 2, color: .green), scale: 2)
        #expect(image.bitmap.width == 4 && image.bitmap.height == 2)
        #expect(image.size == Size(width: 2, height: 1))
        #expect(image.bitmap[0, 0] == PremultipliedPixel(.green))
    }

    @Test func decodesJPEGWithTheAccurateIDCT() throws {
        let image = try Image(data: ImageFixtures.jpeg)
        #expect(image.bitmap.width == 16 && image.bitmap.height == 8)
        #expect(image.bitmap.isOpaque)
        let left = image.bitmap[2, 4], right = image.bitmap[13, 4]
        #expect(abs(Int(left.r) - 230) <= 3 && abs(Int(left.g) - 40) <= 3 && abs(Int(left.b) - 40) <= 3)
        #expect(abs(Int(right.r) - 40) <= 3 && abs(Int(right.g) - 60) <= 3 && abs(Int(right.b) - 220) <= 3)
    }

    @Test func refusesDataThatIsNeitherPNGNorJPEG() {
        #expect(throws: ImageDecodingError.unrecognizedFormat) { try Image(data: Data("GIF89a".utf8)) }
        #expect(throws: ImageDecodingError.unrecognizedFormat) { try Image(data: Data()) }
    }

    @Test func refusesTruncatedJPEGWithTurboJPEGsMessage() {
        let truncated = ImageFixtures.jpeg.prefix(ImageFixtures.jpeg.count / 2)
        #expect {
            try Image(data: truncated)
        } throws: { error in
            guard case .jpeg(let message) = error as? ImageDecodingError else { return false }
            return !message.isEmpty
        }
    }

    @Test func refusesCorruptPNG() throws {
        let png = try ImageFixtures.png()
        #expect {
            try Image(data: png.prefix(20))
        } throws: { error in
            if case .png = error as? ImageDecodingError { return true }
            return false
        }
    }

    @Test(arguments: [
        ("photo@2x.png", 2.0), ("photo@3x.jpg", 3), ("photo.png", 1), ("a.b@2x.png", 2),
        ("photo@x.png", 1), ("photo@0x.png", 1), ("photo@2x", 2), ("@2x.png", 2),
    ])
    func readsTheScaleFromTheFileName(name: String, scale: Double) {
        #expect(Image.scale(forFileName: name) == scale)
    }
}
