import Foundation

/// Timing for the benchmarks: every figure in the output is measured here.
enum Stopwatch {
    /// How long `body` takes, in milliseconds.
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        return (ContinuousClock.now - start) / .milliseconds(1)
    }

    /// The timings of `runs` calls of `body`, in milliseconds, sorted.
    static func timings(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        try (0..<runs).map { _ in try milliseconds(body) }.sorted()
    }

    /// The median of sorted values.
    static func median(_ sorted: [Double]) -> Double {
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }

    /// Milliseconds with three decimals, as the output shows them.
    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
