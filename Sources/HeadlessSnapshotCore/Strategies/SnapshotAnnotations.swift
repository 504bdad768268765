import HeadlessGeometry
import HeadlessRaster

/// What a capture knows about its snapshot beyond the pixels: areas left
/// out of comparison and what the parts show. A strategy returns them with
/// its ``SnapshotCapture``; verification makes them ``current`` while it
/// compares that snapshot, so the image diffing can use them and parallel
/// verifications never see each other's.
public struct SnapshotAnnotations: Sendable, Hashable {
    /// Areas, in pixels, left out of the comparison: the capture draws them
    /// hatched into the snapshot, and the image diffing hatches the same
    /// pixels of the reference before comparing.
    public var ignoredAreas: [Rect]
    /// The parts of the snapshot and what they show (a view tree's frames),
    /// named in a failure for each changed area.
    public var regions: [NamedRegion]

    /// Annotations.
    public init(ignoredAreas: [Rect] = [], regions: [NamedRegion] = []) {
        self.ignoredAreas = ignoredAreas
        self.regions = regions
    }

    /// The annotations of the snapshot being verified in this task.
    @TaskLocal public static var current = SnapshotAnnotations()
}

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

extension SnapshotAnnotations {
    /// The most changed areas named in a failure message, largest first; the rest are counted.
    static let namedAreaLimit = 5
    /// The most views named for one changed area.
    static let namedViewLimit = 3

    /// `area` with the deepest regions over it, most overlapped first.
    package func changedArea(_ area: PixelRegion) -> ChangedArea {
        let box = Rect(x: Double(area.x0), y: Double(area.y0), width: Double(area.width), height: Double(area.height))
        let overlapping = regions.compactMap { region -> (NamedRegion, Double)? in
            guard let overlap = region.rect.intersection(box), !overlap.isEmpty else { return nil }
            return (region, overlap.width * overlap.height)
        }
        let deepest = overlapping.map(\.0.depth).max()
        var seen = Set<String>()
        let names = overlapping.filter { $0.0.depth == deepest }.sorted { $0.1 > $1.1 }.map(\.0.name)
            .filter { seen.insert($0).inserted }
        return ChangedArea(
            x: area.x0, y: area.y0, width: area.width, height: area.height,
            views: Array(names.prefix(Self.namedViewLimit)))
    }

    /// A line per changed area of `figures` (largest first, at most
    /// ``namedAreaLimit``) when the snapshot has regions to name them by, such
    /// as `changed 33x39 at (624, 78): Label "Jane Appleseed" in ProfileCard`;
    /// none otherwise.
    func explain(_ figures: DifferenceFigures) -> [String] {
        guard !regions.isEmpty else { return [] }
        var lines = figures.changedAreas.prefix(Self.namedAreaLimit).map(\.description)
        if figures.changedAreaCount > Self.namedAreaLimit {
            lines.append("and \(figures.changedAreaCount - Self.namedAreaLimit) smaller changed areas")
        }
        return lines
    }
}

extension Bitmap {
    /// The bitmap with the pixels touched by `areas` (in pixels) replaced by
    /// grey diagonal stripes, the same wherever they are drawn; areas outside
    /// the bitmap, or not finite, are left out.
    package func hatched(_ areas: [Rect]) -> Bitmap {
        guard !areas.isEmpty else { return self }
        var pixels = self.pixels
        let light = PremultipliedPixel(Color(hex: 0xC7C7CC)).packed, dark = PremultipliedPixel(Color(hex: 0x8E8E93)).packed
        for area in areas where area.isFinite {
            let x0 = Int(max(0, min(Double(width), area.minX.rounded(.down))))
            let x1 = Int(max(0, min(Double(width), area.maxX.rounded(.up))))
            let y0 = Int(max(0, min(Double(height), area.minY.rounded(.down))))
            let y1 = Int(max(0, min(Double(height), area.maxY.rounded(.up))))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                for x in x0..<x1 { pixels[y * width + x] = ((x + y) / 6) % 2 == 0 ? light : dark }
            }
        }
        return (try? Bitmap(width: width, height: height, pixels: pixels)) ?? self
    }
}
