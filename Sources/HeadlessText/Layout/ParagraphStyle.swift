/// How a ``TextLayout`` arranges text: alignment, wrapping, truncation,
/// line count, line height and direction, as `NSParagraphStyle` plus
/// `UILabel.numberOfLines`.
public struct ParagraphStyle: Hashable, Sendable {
    /// Horizontal alignment of each line; natural by default.
    public var alignment: TextAlignment
    /// Wrapping and truncation; word wrapping by default.
    public var lineBreakMode: LineBreakMode
    /// The most lines to show, or 0 (the default) for no limit.
    public var numberOfLines: Int
    /// The factor applied to the font's line height (ascender − descender +
    /// line gap); 1 by default. Extra height goes above the text, as in TextKit.
    public var lineHeightMultiple: Double
    /// Extra space between lines, in points; 0 by default.
    public var lineSpacing: Double
    /// The paragraphs' base direction; natural (from the text) by default.
    public var baseWritingDirection: WritingDirection
    /// Language and OpenType features for shaping and line breaking.
    public var shaping: ShapingOptions
    /// The distance between the default tab stops, in points: a tab moves the
    /// pen to the next multiple of it from the line's start (28 by default, as
    /// TextKit's default tab stops). Line breaking measures a tab as a space.
    public var defaultTabInterval: Double

    /// A style with the given values.
    public init(
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping,
        numberOfLines: Int = 0, lineHeightMultiple: Double = 1, lineSpacing: Double = 0,
        baseWritingDirection: WritingDirection = .natural, shaping: ShapingOptions = ShapingOptions(),
        defaultTabInterval: Double = 28
    ) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
        self.lineHeightMultiple = lineHeightMultiple
        self.lineSpacing = lineSpacing
        self.baseWritingDirection = baseWritingDirection
        self.shaping = shaping
        self.defaultTabInterval = defaultTabInterval
    }

    /// Throws when a value cannot be laid out.
    func validate() throws(TextLayoutError) {
        guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
        guard lineHeightMultiple.isFinite, lineHeightMultiple > 0 else {
            throw .invalidLineHeightMultiple(lineHeightMultiple)
        }
        guard lineSpacing.isFinite else { throw .invalidLineSpacing(lineSpacing) }
        guard defaultTabInterval.isFinite, defaultTabInterval > 0 else { throw .invalidTabInterval(defaultTabInterval) }
    }
}
