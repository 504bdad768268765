import Foundation
import HeadlessLayers

/// Loading the image by URL, as SDWebImage's `sd_setImage(with:placeholderImage:completed:)`.
extension ImageView {
    /// Shows `placeholder`, loads the image at `url` through
    /// ``ImageCache/current`` and shows it.
    ///
    /// An image the cache has at hand (always, with a mock cache) is shown
    /// at once, before this method returns; otherwise it is set on the main
    /// actor when the load finishes. Setting another URL, or `nil`, cancels
    /// the earlier load: its image is never shown and its completion gets
    /// ``ImageLoadError/cancelled(_:)``. With `nil` the placeholder is shown
    /// and `completion` is not called. While the load runs, the URL is
    /// listed by `View.imageLoadsInFlight`.
    ///
    /// The image is asked for at the view's display scale: its traits' scale
    /// in a window, `DeviceProfile.current`'s otherwise. When a layout pass
    /// gives the view another display scale, the image is asked for again
    /// at the new scale if the cache has it at hand.
    ///
    /// - Parameters:
    ///   - url: The image's URL; `nil` cancels and shows the placeholder.
    ///   - placeholder: Shown until the image arrives, and kept when the load fails.
    ///   - completion: Called once on the main actor with the image or the error.
    public func setImage(
        with url: URL?, placeholder: Image? = nil,
        completion: (@MainActor (Result<Image, ImageLoadError>) -> Void)? = nil
    ) {
        viewLoad?.cancel()
        imageLoad = nil
        guard let url else {
            image = placeholder
            return
        }
        let load = ImageViewLoad(url: url, scale: imageRequestScale, cache: ImageCache.current)
        imageLoad = load
        if let cached = load.cache.cachedImage(for: url, scale: load.scale) {
            image = cached
            completion?(.success(cached))
            return
        }
        image = placeholder
        let cache = load.cache, scale = load.scale
        load.task = Task { [weak self, weak load] in
            let result: Result<Image, ImageLoadError>
            do throws(ImageLoadError) {
                result = .success(try await cache.image(for: url, scale: scale))
            } catch {
                result = .failure(error)
            }
            guard let self, let load, self.viewLoad === load else {
                completion?(.failure(.cancelled(url)))
                return
            }
            load.task = nil
            if case .success(let image) = result { self.image = image }
            completion?(result)
        }
    }

    /// Cancels the load in flight, if any, and forgets the URL; the image shown stays.
    public func cancelImageLoad() {
        viewLoad?.cancel()
        imageLoad = nil
    }

    /// The URL of the image shown or being loaded, if it was set by URL.
    public var imageURL: URL? { viewLoad?.url }

    /// The scale to ask for images at: the traits' in a window, the default device's otherwise.
    private var imageRequestScale: Double {
        window != nil ? traitCollection.displayScale : DeviceProfile.current.scale
    }

    /// The load set by ``setImage(with:placeholder:completion:)``, if that is what set it.
    var viewLoad: ImageViewLoad? { imageLoad as? ImageViewLoad }
}
