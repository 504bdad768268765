extension Mock {
    /// Registers the result of a synchronous mocked method, computed from
    /// the call's arguments; replaces any earlier registration.
    ///
    /// ```swift
    /// mock.registerResult(for: mock.functionWithIntResultRef) { _, arg2 in arg2 }
    /// ```
    ///
    /// For a throwing reference the closure may throw, and `invoke` rethrows
    /// the error. With typed throws, annotate the closure: `{ id throws(LoadError) in ... }`.
    ///
    /// - Parameters:
    ///   - reference: The mocked method.
    ///   - result: Computes the result (or error) from the arguments.
    public func registerResult<Arguments, Result, Failure>(
        for reference: MockFunction<Arguments, Result, Failure>,
        result: @escaping @Sendable (Arguments) throws(Failure) -> Result
    ) {
        storage.withLock { $0.register(result, for: reference) }
    }

    /// Registers the result of an `async` mocked method, computed from the
    /// call's arguments; replaces any earlier registration. The closure may
    /// suspend, and may throw if the reference does.
    ///
    /// - Parameters:
    ///   - reference: The mocked method.
    ///   - result: Computes the result (or error) from the arguments.
    public func registerResult<Arguments, Result, Failure>(
        for reference: AsyncMockFunction<Arguments, Result, Failure>,
        result: @escaping @Sendable (Arguments) async throws(Failure) -> Result
    ) {
        storage.withLock { $0.register(result, for: reference) }
    }

    /// Makes every call of a throwing synchronous mocked method throw `error`;
    /// replaces any earlier registration.
    ///
    /// - Parameters:
    ///   - reference: The mocked method.
    ///   - error: The error each call throws.
    public func registerError<Arguments, Result, Failure>(
        for reference: MockFunction<Arguments, Result, Failure>,
        _ error: Failure
    ) {
        registerResult(for: reference) { _ throws(Failure) in throw error }
    }

    /// Makes every call of a throwing `async` mocked method throw `error`;
    /// replaces any earlier registration.
    ///
    /// - Parameters:
    ///   - reference: The mocked method.
    ///   - error: The error each call throws.
    public func registerError<Arguments, Result, Failure>(
        for reference: AsyncMockFunction<Arguments, Result, Failure>,
        _ error: Failure
    ) {
        registerResult(for: reference) { _ throws(Failure) in throw error }
    }

    /// The closure registered for `reference`, typed as `Body`, if any.
    func registeredBehaviour<Body>(for reference: some MockFunctionReference, as _: Body.Type) -> Body? {
        storage.withLock { $0.behaviour(for: reference) } as? Body
    }
}
