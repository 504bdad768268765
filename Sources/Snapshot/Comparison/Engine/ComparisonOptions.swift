/// How much two bitmaps may differ and still match.
///
/// A pixel differs when its largest channel delta (red, green, blue or alpha,
/// premultiplied, 0...255) exceeds ``perPixelTolerance`` and the ``mode`` judges
/// it changed. The bitmaps match when the share of differing pixels is at most
/// ``overallTolerance``.
public struct ComparisonOptions: Sendable, Hashable {
    /// The largest channel delta, 0...255 in premultiplied RGBA8 units, that a pixel
    /// may show and still count as unchanged. 0 (the default) requires equal bytes.
    public let perPixelTolerance: Int
    /// The share of pixels, 0...1, that may differ: 0 (the default) lets none differ,
    /// 0.01 one in a hundred.
    public let overallTolerance: Double
    /// How pixels beyond the per-pixel tolerance are judged.
    public let mode: ComparisonMode

    /// Creates options; values outside their ranges are clamped into them
    /// (a NaN overall tolerance counts as 0).
    public init(perPixelTolerance: Int = 0, overallTolerance: Double = 0, mode: ComparisonMode = .exact) {
        self.perPixelTolerance = min(max(perPixelTolerance, 0), 255)
        self.overallTolerance = overallTolerance.isNaN ? 0 : min(max(overallTolerance, 0), 1)
        self.mode = mode
    }

    /// Equal bytes everywhere.
    public static let exact = ComparisonOptions()

    /// Whether `differing` pixels out of `total` are few enough.
    func allows(_ differing: Int, of total: Int) -> Bool {
        Double(differing) <= overallTolerance * Double(total)
    }
}
