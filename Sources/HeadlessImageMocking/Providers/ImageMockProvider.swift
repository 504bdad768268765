import Foundation
import HeadlessLayers

/// Gives the mock image for some URLs: the default providers handle
/// `size://`, `ratio://` and `bundle://`; register your own with
/// ``ImageCacheMocker/registerProvider(_:)``.
///
/// ```swift
/// struct AvatarProvider: ImageMockProvider {
///     func image(for url: URL, scale: Double) throws(ImageMockError) -> Image? {
///         guard url.scheme == "avatar" else { return nil }
///         return try MockImageArtwork.image(for: url, size: Size(width: 64, height: 64),
///                                           caption: url.host ?? "?", scale: scale)
///     }
/// }
/// ```
public protocol ImageMockProvider: Sendable {
    /// The image for `url` at the display `scale`, or `nil` when this
    /// provider does not handle the URL (the next one is asked).
    ///
    /// - Throws: ``ImageMockError`` when the URL is this provider's but
    ///   malformed; the mocker then shows an error image and reports a test failure.
    func image(for url: URL, scale: Double) throws(ImageMockError) -> Image?
}

/// A provider for every URL of one scheme, from a closure.
struct SchemeImageMockProvider: ImageMockProvider {
    /// The scheme handled, lowercased.
    let scheme: String
    /// Makes the image for a URL of the scheme at a display scale.
    let make: @Sendable (URL, Double) throws(ImageMockError) -> Image

    func image(for url: URL, scale: Double) throws(ImageMockError) -> Image? {
        guard url.scheme?.lowercased() == scheme else { return nil }
        return try make(url, scale)
    }
}
