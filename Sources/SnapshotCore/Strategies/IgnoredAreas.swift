import Geometry
import Locking
import Raster

/// Areas of an image left out of comparison, in pixels: the strategy sets
/// them when it captures a snapshot (where the ignored views lie, say) and
/// draws them hatched into it, so the reference, the failure images and the
/// report show what was ignored; the diffing hatches the same areas of the
/// reference before comparing (``Diffing/ignoring(_:)``).
public final class IgnoredAreas: Sendable {
    private let storage: SanitizerVisibleMutex<[Rect]>

    /// Areas, in pixels, known up front or set later with ``set(_:)``.
    public init(_ rects: [Rect] = []) {
        storage = SanitizerVisibleMutex(rects)
    }

    /// The areas, in pixels.
    public var rects: [Rect] { storage.withLock { $0 } }

    /// Replaces the areas.
    public func set(_ rects: [Rect]) { storage.withLock { $0 = rects } }
}

extension Bitmap {
    /// The bitmap with the pixels touched by `areas` (in pixels) replaced by
    /// grey diagonal stripes, the same wherever they are drawn; areas outside
    /// the bitmap, or not finite, are left out.
    public func hatched(_ areas: [Rect]) -> Bitmap {
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

extension Diffing where Format == Bitmap {
    /// This diffing with `areas` hatched in the reference before comparing, as
    /// the strategy hatches them in the snapshot: what lies there never fails
    /// a comparison. A reference recorded with the same areas still matches by
    /// its stamp alone.
    public func ignoring(_ areas: IgnoredAreas) -> Diffing {
        let compare = self.compare
        var diffing = self
        diffing.compare = { reference, snapshot in compare(reference.hatched(areas.rects), snapshot) }
        return diffing
    }
}
