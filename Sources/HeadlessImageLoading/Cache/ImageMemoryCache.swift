import Foundation
import HeadlessLayers

/// Decoded images by URL, bounded by total cost (bytes of pixels): when an
/// insertion goes over the limit, the least recently used images go first.
/// An image costing more than the whole limit is not kept.
struct ImageMemoryCache {
    private struct Entry {
        var image: Image
        var cost: Int
        var lastUse: UInt64
    }

    /// The most bytes of pixels kept.
    var costLimit: Int {
        didSet { evict() }
    }
    private var entries: [URL: Entry] = [:]
    private var totalCost = 0
    private var useCounter: UInt64 = 0

    /// Creates an empty cache holding at most `costLimit` bytes of pixels.
    init(costLimit: Int) { self.costLimit = max(0, costLimit) }

    /// What an image costs: 4 bytes per pixel.
    static func cost(of image: Image) -> Int { image.bitmap.width * image.bitmap.height * 4 }

    /// The image kept for `url`, marked as just used.
    mutating func image(for url: URL) -> Image? {
        guard var entry = entries[url] else { return nil }
        useCounter += 1
        entry.lastUse = useCounter
        entries[url] = entry
        return entry.image
    }

    /// Keeps `image` for `url`, evicting the least recently used images over the limit.
    mutating func insert(_ image: Image, for url: URL) {
        let cost = ImageMemoryCache.cost(of: image)
        remove(url)
        guard cost <= costLimit else { return }
        useCounter += 1
        entries[url] = Entry(image: image, cost: cost, lastUse: useCounter)
        totalCost += cost
        evict()
    }

    /// Forgets every image.
    mutating func removeAll() {
        entries.removeAll()
        totalCost = 0
    }

    /// The URLs kept, least recently used first.
    var urls: [URL] { entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }

    private mutating func remove(_ url: URL) {
        if let old = entries.removeValue(forKey: url) { totalCost -= old.cost }
    }

    private mutating func evict() {
        while totalCost > costLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            remove(oldest.key)
        }
    }
}
