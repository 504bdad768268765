import Foundation
import HeadlessLayers

/// Where image views get images by URL: an asynchronous load and a
/// synchronous look-up of what is already at hand, as SDWebImage's manager
/// and cache.
///
/// ``ImageCache`` is the real implementation; the `ImageMocking` module's
/// `ImageCacheMocker` answers every look-up at once with generated images.
/// ``ImageCache/current`` is the one image views use.
public protocol ImageCaching: AnyObject, Sendable {
    /// The image for `url` if it can be had without waiting, otherwise `nil`.
    ///
    /// - Parameters:
    ///   - url: The image's URL.
    ///   - scale: The display scale the image will be shown at (pixels per
    ///     point). A cache of decoded files may ignore it; a cache that draws
    ///     its images draws them at this scale.
    func cachedImage(for url: URL, scale: Double) -> Image?

    /// Loads the image for `url`, from memory when it is there.
    ///
    /// - Parameters:
    ///   - url: The image's URL.
    ///   - scale: The display scale, as for ``cachedImage(for:scale:)``.
    /// - Throws: ``ImageLoadError``, ``ImageLoadError/cancelled(_:)`` when
    ///   the calling task is cancelled.
    func image(for url: URL, scale: Double) async throws(ImageLoadError) -> Image
}
