/// The edits `snapshot port` makes to one file, as ``SourceRewriter``
/// applies them. Lines are zero-based, in the file as it was.
struct PortEdits {
    /// Bytes to take out of each line: attributes moved into a fence above
    /// their declaration, or left out of a declaration's `#else` copy.
    var cuts: [Int: [Range<Int>]] = [:]
    /// For a declaration's first line, the lines of attributes to put in
    /// `#if canImport(ObjectiveC)` … `#endif` just above it.
    var attributeFences: [Int: [String]] = [:]
    /// Lines to wrap whole in `#if canImport(ObjectiveC)` … `#endif`.
    var statementFences: [ClosedRange<Int>] = []
    /// Lines to keep as they are under `#if canImport(ObjectiveC)` and to
    /// repeat, with their cuts made, under `#else`.
    var doubledDeclarations: [ClosedRange<Int>] = []
}
