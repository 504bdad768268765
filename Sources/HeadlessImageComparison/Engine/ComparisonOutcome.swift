import HeadlessRaster

/// The outcome of ``Comparison/compare(_:_:options:)``: whether the bitmaps
/// match, and figures that say how far apart they are.
public struct ComparisonOutcome: Sendable, CustomStringConvertible {
    /// The reference compared with.
    let reference: Bitmap
    /// The candidate compared.
    let candidate: Bitmap
    /// The options applied.
    public let options: ComparisonOptions
    /// The figures of the pixel pass; nil when the sizes differ.
    private let tally: ComparisonTally?

    /// Creates the result of comparing two bitmaps, from their tally (nil when their sizes differ).
    init(reference: Bitmap, candidate: Bitmap, options: ComparisonOptions, tally: ComparisonTally?) {
        self.reference = reference
        self.candidate = candidate
        self.options = options
        self.tally = tally
    }

    /// The reference's size.
    public var referenceSize: PixelSize { PixelSize(width: reference.width, height: reference.height) }
    /// The candidate's size.
    public var candidateSize: PixelSize { PixelSize(width: candidate.width, height: candidate.height) }
    /// Whether the two sizes are equal; when not, the comparison failed and no pixel was compared.
    public var sizesMatch: Bool { tally != nil }

    /// Whether the candidate matches the reference under the options.
    public var passed: Bool {
        guard let tally else { return false }
        return options.allows(tally.differing, of: referenceSize.pixelCount)
    }

    /// The number of pixels that differ (beyond the largest allowed channel delta, judged changed by the mode).
    public var differingPixelCount: Int { tally?.differing ?? 0 }

    /// The share of pixels that differ, 0...1 (0 for empty bitmaps, 1 when the sizes differ).
    public var differingShare: Double {
        guard tally != nil else { return 1 }
        let total = referenceSize.pixelCount
        return total == 0 ? 0 : Double(differingPixelCount) / Double(total)
    }

    /// The largest difference of one channel (premultiplied red, green, blue or alpha) of any pixel, 0...255.
    public var largestChannelDelta: Int { tally?.largestChannelDelta ?? 0 }

    /// The smallest rectangle holding every differing pixel; nil when none differ.
    public var changedBounds: PixelRegion? { tally?.changedBounds }

    /// The separate areas of differing pixels, largest first: differing
    /// pixels within `ChangedAreas.cellSize` pixels of each other belong to one area.
    public var changedAreas: [PixelRegion] { tally?.areas.regions ?? [] }

    /// The number of pixels beyond the largest allowed channel delta that were excused as
    /// anti-aliasing (``ComparisonMode/antialiasingAware(threshold:)`` only).
    public var excusedAntialiasingPixelCount: Int { tally?.excused ?? 0 }

    /// The smallest largest-allowed channel delta that, with the other options unchanged,
    /// would have passed; nil when the sizes differ.
    public var smallestPassingMaxChannelDelta: Int? {
        tally?.smallestPassingMaxChannelDelta(options: options, total: referenceSize.pixelCount)
    }

    /// The smallest overall tolerance that, with the other options unchanged,
    /// would have passed: the share of differing pixels; nil when the sizes differ.
    public var smallestPassingOverallTolerance: Double? { sizesMatch ? differingShare : nil }

    /// A sentence saying what was found, fit for a test failure.
    public var description: String { ComparisonMessage(self).text }
}
