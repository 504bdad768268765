import Foundation
import HeadlessGeometry
import HeadlessLayers

/// `size://WIDTHxHEIGHT`: an image of that size in points, captioned with it.
struct SizeImageProvider: ImageMockProvider {
    func image(for url: URL, scale: Double) throws(ImageMockError) -> Image? {
        guard MockURL.has(url, scheme: "size") else { return nil }
        guard let (width, height) = MockURL.pair(in: MockURL.body(of: url), separatedBy: ["x", "X"]) else {
            throw .malformedSize(url)
        }
        return try MockImageArtwork.image(
            for: url, size: Size(width: width, height: height),
            caption: MockImageSize.caption(width: width, height: height), scale: scale)
    }
}
