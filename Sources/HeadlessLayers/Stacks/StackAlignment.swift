/// How a ``StackView`` places its views across its axis, as `UIStackView.Alignment`.
public enum StackAlignment: Hashable, Sendable, CaseIterable {
    /// Stretched across the whole stack.
    case fill
    /// At the leading edge (left, or right in a right-to-left layout) of a
    /// vertical stack; at the top of a horizontal one.
    case leading
    /// Centred.
    case center
    /// At the trailing edge of a vertical stack; at the bottom of a horizontal one.
    case trailing
    /// A horizontal stack's views at their natural heights with the
    /// baselines of their first lines on one line, the highest view at the
    /// top; in a vertical stack, as ``leading``.
    case firstBaseline
    /// As ``firstBaseline``, with the baselines of the last lines on one line.
    case lastBaseline

    /// The top of a horizontal stack (same as ``leading``).
    public static let top = StackAlignment.leading
    /// The bottom of a horizontal stack (same as ``trailing``).
    public static let bottom = StackAlignment.trailing
}
