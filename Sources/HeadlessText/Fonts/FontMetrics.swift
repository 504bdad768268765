/// Vertical metrics of a font, in points for a ``Font`` and in font units for
/// a ``FontFace``; y grows upwards from the baseline, as in `UIFont`.
public struct FontMetrics: Hashable, Sendable {
    /// The distance from the baseline to the top of the line (positive).
    public var ascender: Double
    /// The distance from the baseline to the bottom of the line (negative).
    public var descender: Double
    /// Extra space the font asks for between lines (the `hhea` line gap).
    public var lineGap: Double
    /// The height of capital letters above the baseline.
    public var capHeight: Double
    /// The height of lower-case letters such as "x" above the baseline.
    public var xHeight: Double

    /// Creates metrics from their values.
    public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The default distance between baselines: ascender − descender + line gap.
    public var lineHeight: Double { ascender - descender + lineGap }

    /// The metrics multiplied by `factor`, for example font units to points.
    public func scaled(by factor: Double) -> FontMetrics {
        FontMetrics(
            ascender: ascender * factor, descender: descender * factor, lineGap: lineGap * factor,
            capHeight: capHeight * factor, xHeight: xHeight * factor)
    }
}
