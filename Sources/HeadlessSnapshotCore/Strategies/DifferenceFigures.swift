import HeadlessImageComparison
import HeadlessRaster

/// The figures of an image comparison that failed, kept with the result
/// (`result_*.json`) so reports and tools need not parse the message: how
/// many pixels changed and by how much, the tolerances that would have
/// passed, and where the changes are, with the views over each.
public struct DifferenceFigures: Sendable, Codable, Hashable {
    /// The reference's size.
    public var referenceSize: PixelSize
    /// The snapshot's size.
    public var snapshotSize: PixelSize
    /// How many pixels differ beyond the allowed channel delta (0 when the sizes differ).
    public var changedPixels: Int
    /// The largest difference of one channel of any pixel, 0...255.
    public var largestChannelDelta: Int
    /// The smallest allowed channel delta that would have passed, the other
    /// options unchanged; nil when the sizes differ.
    public var passingChannelDelta: Int?
    /// The smallest overall tolerance (share of pixels) that would have
    /// passed, the other options unchanged; nil when the sizes differ.
    public var passingTolerance: Double?
    /// The largest changed areas, largest first (at most `storedAreaLimit`).
    public var changedAreas: [ChangedArea]
    /// How many changed areas there are in all.
    public var changedAreaCount: Int

    /// The most changed areas kept.
    package static let storedAreaLimit = 20

    /// The figures of `outcome`, its changed areas named by `annotations`' regions.
    public init(_ outcome: ComparisonOutcome, annotations: SnapshotAnnotations) {
        referenceSize = outcome.referenceSize
        snapshotSize = outcome.candidateSize
        changedPixels = outcome.differingPixelCount
        largestChannelDelta = outcome.largestChannelDelta
        passingChannelDelta = outcome.smallestPassingMaxChannelDelta
        passingTolerance = outcome.smallestPassingOverallTolerance
        let areas = outcome.changedAreas
        changedAreas = areas.prefix(Self.storedAreaLimit).map { annotations.changedArea($0) }
        changedAreaCount = areas.count
    }
}

/// A changed area of a snapshot, in pixels, and the views whose frames
/// cover it (the deepest first, most overlapped first; empty when the
/// snapshot was not of a view tree).
public struct ChangedArea: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int
    /// What lies there, such as `Label "Jane Appleseed" in ProfileCard`.
    public var views: [String]

    /// Creates an area.
    public init(x: Int, y: Int, width: Int, height: Int, views: [String] = []) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.views = views
    }

    /// `changed 33x39 at (624, 78): Label "Jane Appleseed" in ProfileCard`.
    public var description: String {
        let place = "changed \(width)x\(height) at (\(x), \(y))"
        return views.isEmpty ? place : place + ": " + views.joined(separator: ", ")
    }
}
