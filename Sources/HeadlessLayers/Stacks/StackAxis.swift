/// The direction a ``StackView`` lines its views up in, as `NSLayoutConstraint.Axis`.
public enum StackAxis: Hashable, Sendable {
    /// Left to right (mirrored in a right-to-left layout).
    case horizontal
    /// Top to bottom.
    case vertical
}
