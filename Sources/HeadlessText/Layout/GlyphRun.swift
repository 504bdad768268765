import HeadlessGeometry

/// A glyph placed in a ``TextLayout``.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph in its run's font face.
    public let glyph: GlyphID
    /// Where the glyph's origin goes, in points from the layout's top-left
    /// corner, y down: the pen position on the baseline plus the glyph's offset.
    public let position: Point
    /// How far the pen moved after the glyph, in points.
    public let advance: Double
    /// The index, in Unicode scalars of the laid-out string, of the first
    /// character of the glyph's cluster (for an ellipsis, where it stands in for text).
    public let cluster: Int
}

/// Consecutive glyphs of one line in one font and direction.
public struct GlyphRun: Hashable, Sendable {
    /// The font (face and size) of every glyph of the run.
    public let font: Font
    /// Whether the run's text is right to left.
    public let isRightToLeft: Bool
    /// Whether the run is an ellipsis added by truncation.
    public let isEllipsis: Bool
    /// The glyphs in visual order, left to right.
    public let glyphs: [PositionedGlyph]
}
