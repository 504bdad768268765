import Foundation
import HeadlessLayers

/// The image an ``ImageView`` last asked for by URL: where, at which scale,
/// from which cache, and the task while the load is in flight. Releasing it
/// (a new URL, or the view going away) cancels the task.
@MainActor
final class ImageViewLoad: ImageContentLoad {
    /// The image's URL.
    let url: URL
    /// The display scale the image was asked for at.
    let scale: Double
    /// The cache asked.
    let cache: any ImageCaching
    /// The load, while it is in flight.
    var task: Task<Void, Never>?

    init(url: URL, scale: Double, cache: any ImageCaching) {
        self.url = url
        self.scale = scale
        self.cache = cache
    }

    /// Whether the load is still running.
    var isInFlight: Bool { task != nil }

    /// Cancels the load; its completion reports ``ImageLoadError/cancelled(_:)``.
    func cancel() {
        task?.cancel()
        task = nil
    }

    /// Asks the cache again for the image at the view's new display scale,
    /// when the load is done and the cache has the image at hand.
    func traitsChanged(in view: ImageView) {
        let scale = view.traitCollection.displayScale
        guard !isInFlight, self.scale != scale, let rescaled = cache.cachedImage(for: url, scale: scale) else { return }
        view.imageLoad = ImageViewLoad(url: url, scale: scale, cache: cache)
        view.image = rescaled
    }

    isolated deinit { task?.cancel() }
}
