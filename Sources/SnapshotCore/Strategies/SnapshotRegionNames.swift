import Geometry
import Locking
import Raster

/// A part of a snapshot and what it shows: a view's frame in pixels, named
/// for a failure message (`Label "Jane Appleseed" in ProfileCard`).
public struct NamedRegion: Sendable, Hashable {
    /// What lies there.
    public var name: String
    /// Where, in the snapshot's pixels.
    public var rect: Rect
    /// How deep in its tree (the root at 0): deeper regions are named first.
    public var depth: Int

    /// Creates a region.
    public init(name: String, rect: Rect, depth: Int) {
        self.name = name
        self.rect = rect
        self.depth = depth
    }
}

/// The named regions of a snapshot, set by the strategy when it captures it
/// (the view tree's frames), so that a failed comparison can say which views
/// cover each changed area.
public final class SnapshotRegionNames: Sendable {
    private let storage = SanitizerVisibleMutex<[NamedRegion]>([])

    /// An empty set, filled in by ``set(_:)``.
    public init() {}

    /// Replaces the regions.
    public func set(_ regions: [NamedRegion]) { storage.withLock { $0 = regions } }

    /// The most changed areas named, largest first; the rest are counted.
    static let namedAreaLimit = 5

    /// A line per changed area (largest first, at most ``namedAreaLimit``):
    /// its size and place, and the deepest regions that overlap it, most
    /// overlapped first, such as `changed 33x39 at (624, 78): Label "Jane Appleseed" in ProfileCard`.
    public func explain(_ areas: [PixelRegion]) -> [String] {
        let regions = storage.withLock { $0 }
        guard !regions.isEmpty else { return [] }
        var lines = areas.prefix(Self.namedAreaLimit).map { area -> String in
            let box = Rect(x: Double(area.x0), y: Double(area.y0), width: Double(area.width), height: Double(area.height))
            let overlapping = regions.compactMap { region -> (NamedRegion, Double)? in
                guard let overlap = region.rect.intersection(box), !overlap.isEmpty else { return nil }
                return (region, overlap.width * overlap.height)
            }
            let deepest = overlapping.map(\.0.depth).max()
            var seen = Set<String>()
            let names = overlapping.filter { $0.0.depth == deepest }.sorted { $0.1 > $1.1 }.map(\.0.name)
                .filter { seen.insert($0).inserted }
            let place = "changed \(area.width)x\(area.height) at (\(area.x0), \(area.y0))"
            return names.isEmpty ? place : place + ": " + names.prefix(3).joined(separator: ", ")
        }
        if areas.count > Self.namedAreaLimit { lines.append("and \(areas.count - Self.namedAreaLimit) smaller changed areas") }
        return lines
    }
}
