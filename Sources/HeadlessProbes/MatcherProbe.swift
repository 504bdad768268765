/// A probe that reads a value and checks it against a ``Matcher``.
///
/// Reading the value may throw: a sample that throws leaves the probe
/// unsatisfied and records the error as the last sample, so a failure
/// message shows it.
///
/// ```swift
/// var probe = MatcherProbe({ model.state }, is: .equalTo("done"))
/// ```
public struct MatcherProbe<Value>: Probe {
    private let actual: () throws -> Value
    private let matcher: Matcher<Value>

    /// Whether the most recent sample matched; `false` before the first sample.
    public private(set) var isSatisfied = false

    /// The most recent value, as failure messages print it, or the error
    /// that reading it threw.
    public private(set) var lastSample = "nothing (never sampled)"

    /// The matcher's description.
    public var expectation: String { matcher.description }

    /// Creates a probe that samples `actual` and checks it with `matcher`.
    /// - Parameters:
    ///   - actual: Reads the current value; called once per sample.
    ///   - matcher: Decides whether a value satisfies the probe.
    public init(_ actual: @escaping () throws -> Value, is matcher: Matcher<Value>) {
        self.actual = actual
        self.matcher = matcher
    }

    /// Reads the value and checks it against the matcher.
    public mutating func sample() {
        do {
            let value = try actual()
            isSatisfied = matcher.matches(value)
            lastSample = describeValue(value)
        } catch {
            isSatisfied = false
            lastSample = "error: \(String(reflecting: error))"
        }
    }
}

extension MatcherProbe where Value == Bool {
    /// Creates a probe that is satisfied when `condition` returns `true`.
    /// A condition that throws counts as unsatisfied.
    public init(_ condition: @escaping () throws -> Bool) {
        self.init(condition, is: .equalTo(true))
    }
}
