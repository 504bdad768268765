/// Renders a value for a failure message: strings quoted and escaped,
/// optionals unwrapped (`"done"`, not `Optional("done")`), `nil` as `nil`,
/// everything else as its debug description.
func describeValue<Value>(_ value: Value) -> String {
    if let optional = value as? any OptionalDescribing {
        return optional.unwrappedDescription
    }
    return String(reflecting: value)
}

/// Lets ``describeValue(_:)`` see through an `Optional` of any wrapped type.
private protocol OptionalDescribing {
    var unwrappedDescription: String { get }
}

extension Optional: OptionalDescribing {
    fileprivate var unwrappedDescription: String {
        map { describeValue($0) } ?? "nil"
    }
}
