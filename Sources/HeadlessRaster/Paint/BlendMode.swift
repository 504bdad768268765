/// How a drawn colour combines with what the bitmap already holds
/// (Porter-Duff and separable blend modes, on premultiplied colours).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// The source over the destination: the usual painting.
    case sourceOver
    /// The source replaces the destination where it is drawn (coverage still blends edges).
    case copy
    /// Clears the destination where the shape is drawn.
    case clear
    /// Removes the destination where the source is opaque.
    case destinationOut
    /// Multiplies source and destination colours: never lighter.
    case multiply
    /// Inverts, multiplies and inverts back: never darker.
    case screen
}
