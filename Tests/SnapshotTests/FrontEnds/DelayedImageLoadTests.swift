import Foundation
import HeadlessGeometry
import HeadlessImageLoading
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import SnapshotTestSupport
import Testing

/// End to end: an image view loads through a real slow cache, and the
/// Swift Testing front end waits for the load before it draws (or gives up
/// after ``SnapshotConfiguration/pendingTimeout``).
@Suite("Snapshots wait for real, delayed image loads")
@MainActor
struct DelayedImageLoadTests {
    /// A cache with nothing at hand: every load really sleeps for `delay`
    /// before giving `image`; cancelling the load ends the sleep.
    private final class SlowImageCache: ImageCaching {
        let delay: Duration
        let image: Image

        init(delay: Duration, image: Image) {
            self.delay = delay
            self.image = image
        }

        func cachedImage(for url: URL, scale: Double) -> Image? { nil }

        func image(for url: URL, scale: Double) async throws(ImageLoadError) -> Image {
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled(url)
            }
            return image
        }
    }

    /// The class folder of this suite's snapshots.
    private static let folder = "SnapshotTests.DelayedImageLoadTests"

    /// Red, premultiplied and packed as `Bitmap` stores it.
    private static let red: UInt32 = 0xFF00_00FF

    /// The image the slow cache gives: 20 x 20 pixels of red.
    private static let redImage = Image(bitmap: Fixtures.bitmap(width: 20, height: 20, fill: red))

    /// A white 40 x 30 pt card with a 20 x 20 pt image view at (10, 5) showing `image`.
    private static func card(showing image: Image? = nil) -> (card: View, imageView: ImageView) {
        let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        card.backgroundColor = .white
        let imageView = ImageView(frame: Rect(x: 10, y: 5, width: 20, height: 20))
        imageView.image = image
        try? card.addSubview(imageView)
        return (card, imageView)
    }

    /// The reference `fileName` of this suite in `scratch`'s first suffix.
    private func reference(_ scratch: Scratch, _ fileName: String) -> URL {
        ReferenceDirectory.classDirectory(base: scratch.references, suffix: "_64", classFolder: Self.folder)
            .appendingPathComponent(fileName)
    }

    @Test("the snapshot waits for a load that takes 300 ms and shows its image")
    func waitsForDelayedLoad() async throws {
        let scratch = try Scratch()
        var configuration = scratch.configuration()
        configuration.pendingTimeout = .seconds(30)
        let url = URL(string: "https://example.com/slow-300ms.png")!
        let cache = SlowImageCache(delay: .milliseconds(300), image: Self.redImage)
        let (card, imageView) = Self.card()
        let clock = ContinuousClock()
        var elapsed = Duration.zero

        await SnapshotConfiguration.$current.withValue(configuration) {
            // The reference: the card with the image already shown.
            await withKnownIssue {
                await assertSnapshot(
                    of: Self.card(showing: Self.redImage).card, named: "image", device: .iPhoneSE3,
                    record: .all)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("Reference image is now saved")
            }
            // The same card whose image is still on its way: the assertion must wait for it to match.
            ImageCache.withCurrent(cache) { imageView.setImage(with: url) }
            #expect(card.imageLoadsInFlight == [url])
            #expect(imageView.image == nil)
            let start = clock.now
            await assertSnapshot(of: card, named: "image", device: .iPhoneSE3)
            elapsed = clock.now - start
        }

        #expect(card.imageLoadsInFlight.isEmpty)
        #expect(imageView.image?.size == Self.redImage.size, "the loaded image is not shown")
        #expect(elapsed >= .milliseconds(250), "the snapshot was taken after \(elapsed), before the load finished")
        // The reference does show the image: red in the image view's middle (20, 15 pt at 2x), white outside it.
        let recorded = try Bitmap(contentsOfPNG: reference(scratch, "waitsForDelayedLoad_image@2x.png"))
        #expect(recorded[40, 30] == PremultipliedPixel(packed: Self.red))
        #expect(recorded[4, 4] == PremultipliedPixel(packed: 0xFFFF_FFFF))
    }

    @Test("a load that never finishes fails the snapshot after the timeout, naming its URL")
    func neverFinishingLoadTimesOut() async throws {
        let scratch = try Scratch()
        var configuration = scratch.configuration()
        configuration.pendingTimeout = .milliseconds(300)
        let url = URL(string: "https://example.com/never-finishes.png")!
        let cache = SlowImageCache(delay: .seconds(3600), image: Self.redImage)
        let (card, imageView) = Self.card()
        ImageCache.withCurrent(cache) { imageView.setImage(with: url) }
        let clock = ContinuousClock()
        let start = clock.now

        await SnapshotConfiguration.$current.withValue(configuration) {
            await withKnownIssue {
                await assertSnapshot(of: card, named: "never", device: .iPhoneSE3)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("still waiting") && text.contains(url.absoluteString)
            }
        }

        let elapsed = clock.now - start
        #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(20))
        #expect(card.imageLoadsInFlight == [url])
        // Nothing was rendered, so nothing was recorded.
        #expect(scratch.contents(reference(scratch, "neverFinishingLoadTimesOut_never@2x.png")) == nil)
        imageView.cancelImageLoad()
    }
}
