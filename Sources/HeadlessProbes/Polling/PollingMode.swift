/// What a poll waits to see over its timeout.
public enum PollingMode: Sendable, Hashable {
    /// Passes as soon as the probe is satisfied; fails at the timeout.
    case eventually
    /// Fails as soon as the probe is unsatisfied; passes at the timeout if
    /// every sample was satisfied.
    case always
    /// Fails as soon as the probe is satisfied; passes at the timeout if no
    /// sample was satisfied.
    case never

    /// The word that failure messages put between "Expected" and the
    /// probe's expectation.
    var expectationPrefix: String {
        switch self {
        case .eventually: ""
        case .always: "always "
        case .never: "never "
        }
    }
}
