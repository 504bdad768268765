/// One line of the `snapshot port` report: a change made to a file, or
/// something it left to fence by hand.
struct PortChange {
    /// What happened.
    enum Kind {
        /// An attribute or modifier was fenced with `#if canImport(ObjectiveC)`.
        case attributeFenced
        /// A statement was wrapped in `#if canImport(ObjectiveC)`.
        case statementFenced
        /// A statement or declaration needs fencing, but only by hand.
        case leftToHand
    }

    /// What happened.
    let kind: Kind
    /// The zero-based lines concerned, in the file as it was.
    let lines: ClosedRange<Int>
    /// What was done, such as `fenced @objc`.
    let description: String

    /// The report line for the file at `path`: `path:12: fenced @objc`, `path:30-33: fenced …`.
    func reportLine(path: String) -> String {
        let first = lines.lowerBound + 1, last = lines.upperBound + 1
        return "\(path):\(first == last ? "\(first)" : "\(first)-\(last)"): \(description)"
    }
}
