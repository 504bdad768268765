import HeadlessProbes

/// A probe satisfied when a value waits for nothing more (see ``Snapshotting/pending``).
struct PendingProbe: Probe {
    /// Reads what the value still waits for.
    let pending: () -> [String]
    /// What the last sample found.
    private(set) var found: [String]?

    /// Creates a probe reading `pending`.
    init(_ pending: @escaping () -> [String]) {
        self.pending = pending
    }

    var isSatisfied: Bool { found?.isEmpty == true }

    mutating func sample() { found = pending() }

    var expectation: String { "nothing pending" }

    var lastSample: String {
        guard let found else { return "nothing (never sampled)" }
        return found.isEmpty ? "none" : found.joined(separator: ", ")
    }
}
