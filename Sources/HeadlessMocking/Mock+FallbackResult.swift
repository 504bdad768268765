extension Mock {
    /// The result of a call with no registered behaviour: the natural default
    /// of `Void`, `Optional` and ``Defaultable`` results.
    ///
    /// Any other result type has no value to return, so this stops the test,
    /// as Mock 'n' Roll does, with a message naming what to register.
    func fallbackResult<Reference: MockFunctionReference>(
        for reference: Reference,
        in function: String
    ) -> Reference.Result {
        if let value = naturalDefault(of: Reference.Result.self) {
            return value
        }
        fatalError(
            """
            Mock: no result registered for \(type(of: self)).\(function), which returns \
            \(Reference.Result.self) (reference declared at \(reference.declaration)). \
            Register one with registerResult(for:result:) or make \(Reference.Result.self) Defaultable.
            """)
    }
}

/// `()` for `Void`, `defaultValue` for ``Defaultable`` types, otherwise `nil`.
private func naturalDefault<Value>(of _: Value.Type) -> Value? {
    if Value.self == Void.self {
        return () as? Value
    }
    return (Value.self as? any Defaultable.Type)?.defaultValue as? Value
}
