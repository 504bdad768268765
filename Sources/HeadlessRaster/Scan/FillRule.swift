/// How overlapping parts of a path decide what is inside.
public enum FillRule: Sendable, Hashable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}
