/// The base direction of a paragraph.
public enum WritingDirection: Hashable, Sendable {
    /// From the paragraph's first strong character (Unicode rules P2–P3),
    /// left to right when it has none.
    case natural
    /// Left to right whatever the text.
    case leftToRight
    /// Right to left whatever the text.
    case rightToLeft
}
