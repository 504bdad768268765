import Foundation
import Probes

/// A probe satisfied when no image load is in flight.
struct ImageLoadProbe: Probe {
    /// Reads the URLs being loaded.
    let loads: () -> [URL]
    /// The URLs the last sample found.
    private(set) var inFlight: [URL]?

    /// Creates a probe reading `loads`.
    init(_ loads: @escaping () -> [URL]) {
        self.loads = loads
    }

    var isSatisfied: Bool { inFlight?.isEmpty == true }

    mutating func sample() { inFlight = loads() }

    var expectation: String { "no image loads in flight" }

    var lastSample: String {
        guard let inFlight else { return "nothing (never sampled)" }
        return inFlight.isEmpty ? "none" : inFlight.map(\.absoluteString).joined(separator: ", ")
    }
}
