import Foundation
import HeadlessGeometry
import HeadlessLayers

/// Any URL no other provider handles: a 400 x 300 point image with its URL written on it.
struct DefaultImageProvider {
    /// The size of the default image, in points.
    static let size = Size(width: 400, height: 300)

    func image(for url: URL, scale: Double) -> Image {
        let size = DefaultImageProvider.size
        let caption = "\(MockImageSize.caption(width: size.width, height: size.height))\n\(url.absoluteString)"
        return MockImageArtwork.image(for: url, allowedSize: size, caption: caption, scale: scale)
    }
}
