/// How lines sit horizontally in the layout width, as `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines end at the right edge.
    case right
    /// Lines are centred.
    case center
    /// Lines fill the width by widening their spaces, except each paragraph's
    /// last line (and lines without spaces), which are aligned naturally.
    case justified
    /// Left in left-to-right paragraphs, right in right-to-left ones.
    case natural
}
