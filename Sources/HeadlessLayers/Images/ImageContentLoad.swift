import Foundation

/// An image an ``ImageView`` is loading by URL. The image-loading module sets
/// it on the view; snapshots wait until no such load is in flight (see
/// ``View/imageLoadsInFlight``).
@MainActor
package protocol ImageContentLoad: AnyObject {
    /// The image's URL.
    var url: URL { get }
    /// Whether the load is still running.
    var isInFlight: Bool { get }
    /// Called when `view`'s traits changed, so the image can be asked for at a new display scale.
    func traitsChanged(in view: ImageView)
}
