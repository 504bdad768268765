/// Something a test can sample until it reports that it is satisfied: the
/// "probe" of the probe/poller pattern from *Growing Object-Oriented
/// Software, Guided by Tests*.
///
/// A ``Poller`` calls ``sample()`` first and then reads ``isSatisfied``; when
/// polling fails, it builds its message from ``expectation`` and
/// ``lastSample`` ("Expected `expectation`, got `lastSample`"). The two parts
/// are separate, rather than one ready-made failure description, so that
/// `assertNever` and `assertAlways` can phrase the same probe differently
/// ("Expected never …").
///
/// Probes are not required to be `Sendable`: the pollers sample them in the
/// caller's own isolation (the calling thread, or the caller's actor for the
/// async forms), so a probe may read state that belongs to that isolation.
public protocol Probe {
    /// Whether the most recent sample satisfied the probe; `false` before
    /// the first sample.
    var isSatisfied: Bool { get }

    /// Takes a fresh sample of the observed state. A sample that fails (for
    /// example because reading the state throws) leaves the probe
    /// unsatisfied and says why in ``lastSample``.
    mutating func sample()

    /// What satisfies the probe, phrased to follow the word "Expected",
    /// for example `"done"` or `a value greater than 3`.
    var expectation: String { get }

    /// What the most recent sample saw, phrased to follow the word "got",
    /// for example `"loading"` or `error: LoadError.timedOut`.
    var lastSample: String { get }
}
