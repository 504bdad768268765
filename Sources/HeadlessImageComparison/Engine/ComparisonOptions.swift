/// How much two bitmaps may differ and still match.
///
/// A pixel differs when its largest channel delta (red, green, blue or alpha,
/// premultiplied, 0...255) exceeds ``maxChannelDelta`` and the ``mode`` judges
/// it changed. The bitmaps match when the share of differing pixels is at most
/// ``overallTolerance``.
public struct ComparisonOptions: Sendable, Hashable {
    /// The largest channel delta, 0...255 in premultiplied RGBA8 units, that a pixel
    /// may show and still count as unchanged. 0 (the default) requires equal bytes.
    public let maxChannelDelta: Int
    /// The share of pixels, 0...1, that may differ: 0 (the default) lets none differ,
    /// 0.01 one in a hundred.
    public let overallTolerance: Double
    /// How pixels beyond ``maxChannelDelta`` are judged.
    public let mode: ComparisonMode

    /// Creates options; values outside their ranges are clamped into them
    /// (a NaN overall tolerance counts as 0).
    public init(maxChannelDelta: Int = 0, overallTolerance: Double = 0, mode: ComparisonMode = .exact) {
        self.maxChannelDelta = min(max(maxChannelDelta, 0), 255)
        self.overallTolerance = overallTolerance.isNaN ? 0 : min(max(overallTolerance, 0), 1)
        self.mode = mode
    }

    /// Options with iOSSnapshotTestCase's meaning of its two shares: a pixel
    /// differs when any channel changes by more than `perPixelTolerance` × 256
    /// levels (its `UIImage+Compare` divides a channel delta by 256), and the
    /// images match when at most `overallTolerance` of the pixels differ.
    /// Shares outside 0...1 are clamped; NaN counts as 0.
    public static func shares(perPixelTolerance: Double, overallTolerance: Double) -> ComparisonOptions {
        let share = perPixelTolerance.isNaN ? 0 : min(max(perPixelTolerance, 0), 1)
        // share * 256 is exact in binary floating point, so delta / 256 <= share exactly when delta <= floor(share * 256).
        return ComparisonOptions(maxChannelDelta: Int((share * 256).rounded(.down)), overallTolerance: overallTolerance)
    }

    /// Equal bytes everywhere.
    public static let exact = ComparisonOptions()

    /// Whether `differing` pixels out of `total` are few enough.
    func allows(_ differing: Int, of total: Int) -> Bool {
        Double(differing) <= overallTolerance * Double(total)
    }
}
