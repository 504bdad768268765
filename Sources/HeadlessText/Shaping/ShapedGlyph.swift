/// One glyph as HarfBuzz shaped it, in font units (unscaled, so one shaping
/// result serves every size).
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph in its face; 0 is `.notdef`.
    public var glyph: GlyphID
    /// The index (in Unicode scalars) of the first character of the cluster the glyph belongs to.
    public var cluster: Int
    /// How far the pen moves right after the glyph.
    public var xAdvance: Double
    /// How far the pen moves up after the glyph (0 in horizontal text).
    public var yAdvance: Double
    /// How far right of the pen the glyph is drawn.
    public var xOffset: Double
    /// How far above the pen the glyph is drawn.
    public var yOffset: Double
    /// Whether breaking the text before this glyph's cluster could change
    /// the shaping on either side (HarfBuzz's `UNSAFE_TO_BREAK`).
    public var isUnsafeToBreak: Bool

    /// A glyph with the given values.
    public init(glyph: GlyphID, cluster: Int, xAdvance: Double, yAdvance: Double, xOffset: Double, yOffset: Double,
                isUnsafeToBreak: Bool) {
        self.glyph = glyph
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.isUnsafeToBreak = isUnsafeToBreak
    }
}
