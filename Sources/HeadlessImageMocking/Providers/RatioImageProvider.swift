import Foundation
import HeadlessGeometry
import HeadlessLayers

/// `ratio://W:H` or `ratio://W/H`: an image of that aspect ratio, 500 points
/// high and as wide as the ratio makes it (rounded to whole points),
/// captioned with the ratio and the size.
struct RatioImageProvider: ImageMockProvider {
    /// The height of every ratio image, in points.
    static let height = 500.0

    func image(for url: URL, scale: Double) throws(ImageMockError) -> Image? {
        guard MockURL.has(url, scheme: "ratio") else { return nil }
        let body = MockURL.body(of: url)
        guard let (w, h) = MockURL.pair(in: body, separatedBy: [":", "/"]) else { throw .malformedRatio(url) }
        let width = max(1, (RatioImageProvider.height * w / h).rounded())
        let height = RatioImageProvider.height
        return try MockImageArtwork.image(
            for: url, size: Size(width: width, height: height),
            caption: "\(body)\n\(MockImageSize.caption(width: width, height: height))",
            scale: scale)
    }
}
