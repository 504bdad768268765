/// A semantic text style, as `UIFont.TextStyle`: what a piece of text is
/// (a title, body text, a caption), from which Dynamic Type chooses its size.
/// A font made for a style (``Font/textStyle``) is resized from the style's
/// table when the text size changes (see `Font.preferredFont(forTextStyle:compatibleWith:)` in Layers).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The weight of the style's font: semibold for ``headline``, regular for the rest.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
