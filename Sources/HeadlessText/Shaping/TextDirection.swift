/// The direction a run of text is set in.
package enum TextDirection: Hashable, Sendable {
    /// Left to right, as Latin, Greek and Cyrillic.
    case leftToRight
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft
}
