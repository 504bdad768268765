import Foundation

/// The image an ``ImageView`` last asked for by URL: where, at which scale,
/// from which cache, and the task while the load is in flight. Releasing it
/// (a new URL, or the view going away) cancels the task.
@MainActor
final class ImageViewLoad {
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

    isolated deinit { task?.cancel() }
}
