import Foundation
import HeadlessLayers
import HeadlessLocking

/// The real image cache: loads `file:`, `data:` and `http(s):` URLs, decodes
/// PNG and JPEG, and keeps decoded images in memory, bounded by cost.
///
/// Concurrent loads of one URL share a single fetch; ``loadsInFlight`` lists
/// the URLs being fetched. A caller whose task is cancelled gets
/// ``ImageLoadError/cancelled(_:)`` at once, and the fetch stops when no
/// caller waits for it any more. The display scale is ignored: an image's
/// scale comes from an `@2x`-style suffix of the URL's file name, or is 1.
///
/// Safe to use from any thread: all state sits behind one mutex.
public final class ImageCache: ImageCaching {
    private struct State {
        var memory: ImageMemoryCache
        var inFlight = InFlightLoads()
    }

    private let state: SanitizerVisibleMutex<State>
    private let fetcher: ImageDataFetcher

    /// The default memory limit: 128 MiB of pixels.
    public static let defaultCostLimit = 128 << 20

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - costLimit: The most bytes of decoded pixels kept in memory (4 per pixel).
    ///   - timeout: How long an HTTP request may take, in seconds.
    public init(costLimit: Int = ImageCache.defaultCostLimit, timeout: TimeInterval = 30) {
        state = SanitizerVisibleMutex(State(memory: ImageMemoryCache(costLimit: costLimit)))
        fetcher = ImageDataFetcher(timeout: timeout)
    }

    /// The most bytes of decoded pixels kept in memory; lowering it evicts
    /// the least recently used images.
    public var costLimit: Int {
        get { state.withLock { $0.memory.costLimit } }
        set { state.withLock { $0.memory.costLimit = max(0, newValue) } }
    }

    /// The image kept in memory for `url`, whatever the scale.
    public func cachedImage(for url: URL, scale: Double) -> Image? {
        state.withLock { $0.memory.image(for: url) }
    }

    /// The URLs whose images are kept in memory, least recently used first.
    public var cachedURLs: [URL] { state.withLock { $0.memory.urls } }

    /// The URLs being loaded now, oldest load first.
    public var loadsInFlight: [URL] { state.withLock { $0.inFlight.urls } }

    /// Forgets every image kept in memory (loads in flight go on).
    public func removeAllImages() { state.withLock { $0.memory.removeAll() } }

    /// Loads the image at `url`: from memory, by joining a load of the same
    /// URL in flight, or by fetching and decoding it.
    ///
    /// - Throws: ``ImageLoadError`` naming the URL.
    public func image(for url: URL, scale: Double) async throws(ImageLoadError) -> Image {
        if let image = cachedImage(for: url, scale: scale) { return image }
        let waiterID = state.withLock { $0.inFlight.makeID() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: InFlightLoads.Waiter) in
                join(url, waiterID: waiterID, waiter: waiter)
            }
        } onCancel: {
            leave(url, waiterID: waiterID)
        }
        return try result.get()
    }

    /// Registers a waiter, starting a load of `url` when none is running.
    private func join(_ url: URL, waiterID: UInt64, waiter: InFlightLoads.Waiter) {
        let joined = state.withLock { state -> Bool in
            // Checked under the lock, so a cancellation either comes before (and is seen here)
            // or after (and finds the waiter registered in `leave`).
            guard !Task.isCancelled else { return false }
            if let loadID = state.inFlight.join(url, waiterID: waiterID, waiter: waiter) {
                let task = Task { await self.run(url, loadID: loadID) }
                state.inFlight.attach(task, to: url, id: loadID)
            }
            return true
        }
        if !joined { waiter.resume(returning: .failure(.cancelled(url))) }
    }

    /// Answers a cancelled waiter, cancelling the load if nobody else waits for it.
    private func leave(_ url: URL, waiterID: UInt64) {
        let (waiter, abandoned) = state.withLock { $0.inFlight.leave(url, waiterID: waiterID) }
        abandoned?.cancel()
        waiter?.resume(returning: .failure(.cancelled(url)))
    }

    /// Fetches and decodes `url`, keeps the image, and answers the load's waiters.
    private func run(_ url: URL, loadID: UInt64) async {
        let result: Result<Image, ImageLoadError>
        do {
            let data = try await fetcher.data(for: url)
            do {
                result = .success(try Image(data: data, scale: Image.scale(forFileName: url.lastPathComponent)))
            } catch {
                result = .failure(.notAnImage(url, error))
            }
        } catch {
            result = .failure(error)
        }
        let waiters = state.withLock { state in
            let waiters = state.inFlight.finish(url, id: loadID)
            if !waiters.isEmpty, case .success(let image) = result { state.memory.insert(image, for: url) }
            return waiters
        }
        for waiter in waiters { waiter.resume(returning: result) }
    }
}
