/// One line of a ``TextLayout``.
public struct TextLine: Hashable, Sendable {
    /// The characters the line holds, as Unicode scalar offsets into the
    /// laid-out string, in logical order (trailing spaces included; for a
    /// truncated line, all the text it stands for).
    public let range: Range<Int>
    /// The line's glyphs as runs in visual order, left to right. Trailing
    /// whitespace is not drawn and has no glyphs.
    public let runs: [GlyphRun]
    /// The y of the baseline, in points from the top of the layout.
    public let baseline: Double
    /// The y of the top of the line box, in points from the top of the layout.
    public let top: Double
    /// The height of the line box: the line height times the line height multiple.
    public let height: Double
    /// The x where the line's first glyph starts, after alignment.
    public let minX: Double
    /// The advance width of the line's glyphs, in points (after justification).
    public let width: Double
    /// Whether text was left out of this line and an ellipsis put in its place.
    public let isTruncated: Bool
}
