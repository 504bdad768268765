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

    /// The top of a horizontal stack (same as ``leading``).
    public static let top = StackAlignment.leading
    /// The bottom of a horizontal stack (same as ``trailing``).
    public static let bottom = StackAlignment.trailing
}
