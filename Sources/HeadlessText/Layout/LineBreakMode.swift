/// How text is wrapped into lines and what the last line allowed by
/// ``ParagraphStyle/numberOfLines`` does with the text that does not fit,
/// as `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable {
    /// Lines break between words (UAX #14); a word longer than a line breaks
    /// between characters. Text past the last allowed line is left out.
    case byWordWrapping
    /// Lines break between any two characters (grapheme clusters).
    case byCharWrapping
    /// Lines break between words, and the last allowed line holds the rest of
    /// its paragraph unwrapped, for the view to clip.
    case byClipping
    /// Lines break between words; the last allowed line, when text does not
    /// fit, shows its end after an ellipsis: "…end of text".
    case byTruncatingHead
    /// Lines break between words; the last allowed line, when text does not
    /// fit, shows its start before an ellipsis: "Start of te…".
    case byTruncatingTail
    /// Lines break between words; the last allowed line, when text does not
    /// fit, keeps both ends around an ellipsis: "Start…f text".
    case byTruncatingMiddle
}
