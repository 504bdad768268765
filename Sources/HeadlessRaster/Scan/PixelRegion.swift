/// An axis-aligned rectangle of whole pixels: columns `x0..<x1`, rows `y0..<y1`.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    /// The first column.
    public var x0: Int
    /// The first row.
    public var y0: Int
    /// One past the last column.
    public var x1: Int
    /// One past the last row.
    public var y1: Int

    /// Creates a region; an inverted one is empty.
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The number of columns (zero when empty).
    public var width: Int { max(0, x1 - x0) }
    /// The number of rows (zero when empty).
    public var height: Int { max(0, y1 - y0) }
    /// Whether the region holds no pixel.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// `WxH at (x0, y0)`.
    public var description: String { "\(width)x\(height) at (\(x0), \(y0))" }

    /// The pixels in both regions.
    public func intersection(_ other: PixelRegion) -> PixelRegion {
        PixelRegion(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The whole pixels touched by the finite rectangle `minX...maxX` x `minY...maxY`,
    /// limited to `limit`; empty when any bound is not finite.
    public static func covering(
        minX: Double, minY: Double, maxX: Double, maxY: Double,
        within limit: PixelRegion
    ) -> PixelRegion {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, minX <= maxX, minY <= maxY else {
            return PixelRegion(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        func clamp(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
            Int(Swift.max(Double(lo), Swift.min(Double(hi), v)))
        }
        return PixelRegion(
            x0: clamp(minX.rounded(.down), limit.x0, limit.x1),
            y0: clamp(minY.rounded(.down), limit.y0, limit.y1),
            x1: clamp(maxX.rounded(.up) + 1, limit.x0, limit.x1),
            y1: clamp(maxY.rounded(.up) + 1, limit.y0, limit.y1))
    }
}
