/// One glyph as HarfBuzz shaped it, in font units (unscaled, so one shaping
/// result serves every size).
package struct ShapedGlyph: Hashable, Sendable {
    /// The glyph in its face; 0 is `.notdef`.
    package var glyph: GlyphID
    /// The index (in Unicode scalars) of the first character of the cluster the glyph belongs to.
    package var cluster: Int
    /// How far the pen moves right after the glyph.
    package var xAdvance: Double
    /// How far the pen moves up after the glyph (0 in horizontal text).
    package var yAdvance: Double
    /// How far right of the pen the glyph is drawn.
    package var xOffset: Double
    /// How far above the pen the glyph is drawn.
    package var yOffset: Double
    /// Whether breaking the text before this glyph's cluster could change
    /// the shaping on either side (HarfBuzz's `UNSAFE_TO_BREAK`).
    package var isUnsafeToBreak: Bool

    /// A glyph with the given values.
    package init(
        glyph: GlyphID, cluster: Int, xAdvance: Double, yAdvance: Double, xOffset: Double, yOffset: Double,
        isUnsafeToBreak: Bool
    ) {
        self.glyph = glyph
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.isUnsafeToBreak = isUnsafeToBreak
    }
}
