/// Stored bytes that are not a snapshot of a diffing's format; its sentence
/// says why (``Diffing/fromData`` throws it, and the failure message quotes it).
public struct ReferenceFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the bytes are not a snapshot.
    public var description: String

    /// Creates an error with its sentence.
    public init(_ description: String) { self.description = description }
}
