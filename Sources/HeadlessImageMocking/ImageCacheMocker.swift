import Foundation
import HeadlessImageLoading
import HeadlessLayers
import HeadlessLocking
import HeadlessMocking

/// An image cache for tests that answers every URL at once with a
/// deterministic image described by the URL, as SDWebImageMockPlugin's
/// `ImageCacheMocker`:
///
/// - `size://1920x1080`: an image of 1920 x 1080 points;
/// - `ratio://3:2` (or `ratio://3/2`): an image of ratio 3:2, 500 points high;
/// - `bundle://main/sample`: the image resource `sample` of the bundle
///   registered as `main` (see ``registerBundle(_:as:)``);
/// - any other URL: a 400 x 300 point image with the URL written on it.
///
/// Generated images are a soft gradient with their size written on them,
/// drawn at the view's display scale. ``registerProvider(_:)`` adds schemes.
/// A malformed mock URL (`size://abc`, `ratio://0:0`, an unknown bundle or
/// image) gives a red error image and a test failure naming the URL.
///
/// Install it with ``setupImageMocking()`` (XCTest) or
/// ``withImageMocking(_:)`` (Swift Testing, parallel tests). Every request
/// is recorded through `Mocking`: ``requestedURLs``, or
/// `executions(of: mocker.imageRequestRef)` and `hasCalled(_:numberOfTimes:)`.
///
/// ```swift
/// let mocker = ImageCacheMocker()
/// mocker.withImageMocking {
///     imageView.setImage(with: .imageMock(forWidth: 300, height: 200))
///     #expect(imageView.image?.size == Size(width: 300, height: 200))
///     #expect(mocker.requestedURLs == [URL(string: "size://300x200")!])
/// }
/// ```
public final class ImageCacheMocker: Mock, ImageCaching, @unchecked Sendable {
    /// The mocked request method: one recorded call per image asked for,
    /// with its URL as the argument.
    public let imageRequestRef = MockReference<URL, Void>()

    private let customProviders = SanitizerVisibleMutex<[any ImageMockProvider]>([])
    private let bundles = BundleImageProvider()
    private let standardProviders: [any ImageMockProvider]
    private let problems = SanitizerVisibleMutex<[ImageMockError]>([])
    /// The cache this mocker replaced as `ImageCache.shared`, while installed.
    let replacedCache = SanitizerVisibleMutex<(any ImageCaching)?>(nil)

    /// Creates a mocker with the default providers and `main` registered as `Bundle.main`.
    public override init() {
        standardProviders = [SizeImageProvider(), RatioImageProvider(), bundles]
        super.init()
    }

    /// Adds a provider, asked before the default ones and before providers
    /// registered earlier.
    public func registerProvider(_ provider: some ImageMockProvider) {
        customProviders.withLock { $0.insert(provider, at: 0) }
    }

    /// Adds a provider for every URL with `scheme`, made from a closure
    /// receiving the URL and the display scale.
    ///
    /// ```swift
    /// mocker.registerProvider(forScheme: "avatar") { url, scale throws(ImageMockError) in
    ///     try MockImageArtwork.image(for: url, size: Size(width: 64, height: 64), caption: "avatar", scale: scale)
    /// }
    /// ```
    public func registerProvider(
        forScheme scheme: String,
        image: @escaping @Sendable (URL, Double) throws(ImageMockError) -> Image
    ) {
        registerProvider(SchemeImageMockProvider(scheme: scheme.lowercased(), make: image))
    }

    /// Makes `bundle://ID/NAME` URLs find images in `bundle`; a test target
    /// registers its own resources with `registerBundle(.module, as: "tests")`.
    public func registerBundle(_ bundle: Bundle, as id: String) {
        bundles.register(bundle, as: id)
    }

    /// The image for `url` at `scale`, at once; records the request.
    public func cachedImage(for url: URL, scale: Double) -> Image? {
        mockImage(for: url, scale: scale)
    }

    /// The image for `url` at `scale`, without waiting; records the request. Never throws.
    public func image(for url: URL, scale: Double) async throws(ImageLoadError) -> Image {
        mockImage(for: url, scale: scale)
    }

    /// The malformed mock URLs met so far, oldest first (each was also reported as a test failure).
    public var errors: [ImageMockError] { problems.withLock { $0 } }

    /// Records the request and asks the providers, turning a malformed URL
    /// into an error image and a test failure.
    private func mockImage(for url: URL, scale: Double) -> Image {
        invoke(imageRequestRef, args: url)
        let providers = customProviders.withLock { $0 } + standardProviders
        do throws(ImageMockError) {
            for provider in providers {
                if let image = try provider.image(for: url, scale: scale) { return image }
            }
            return DefaultImageProvider().image(for: url, scale: scale)
        } catch {
            problems.withLock { $0.append(error) }
            TestFailure.record(error.description)
            return MockImageArtwork.errorImage(for: error, scale: scale)
        }
    }
}
