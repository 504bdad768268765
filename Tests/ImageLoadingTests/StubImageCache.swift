import Foundation
import HeadlessImageLoading
import HeadlessLayers
import HeadlessRaster
import Synchronization

/// An image cache for the image view tests: it answers every URL with a
/// 2 x 1 point image at the requested scale, either at once (`instant`) or
/// after `delay`, finishing even when cancelled (as a slow network that
/// ignores cancellation would), and records the scales asked for.
final class StubImageCache: ImageCaching {
    private let instant: Bool
    private let delay: Duration
    private let requests = Mutex<[Double]>([])

    init(instant: Bool, delay: Duration = .zero) {
        self.instant = instant
        self.delay = delay
    }

    /// The scales asked for, in order.
    var requestedScales: [Double] { requests.withLock { $0 } }

    func cachedImage(for url: URL, scale: Double) -> Image? {
        instant ? makeImage(scale: scale) : nil
    }

    func image(for url: URL, scale: Double) async throws(ImageLoadError) -> Image {
        let end = ContinuousClock.now + delay
        while ContinuousClock.now < end { try? await Task.sleep(for: .milliseconds(5)) }
        return makeImage(scale: scale)
    }

    private func makeImage(scale: Double) -> Image {
        requests.withLock { $0.append(scale) }
        let width = Int(2 * scale), height = Int(scale)
        // A few pixels always fit in a bitmap.
        return Image(bitmap: try! Bitmap(width: width, height: height, color: .blue), scale: scale)
    }
}
