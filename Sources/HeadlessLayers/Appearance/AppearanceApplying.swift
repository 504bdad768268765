/// Type-erased application of a proxy's values.
@MainActor
protocol AppearanceApplying: AnyObject {
    /// Whether `view` is of the proxy's type.
    func matches(_ view: View) -> Bool
    /// An instance of the proxy's type, to order proxies from general to specific.
    var sample: View { get }
    /// Sets the recorded values on `view`, which must match.
    func apply(to view: View)
}
