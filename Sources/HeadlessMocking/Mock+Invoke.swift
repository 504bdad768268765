extension Mock {
    /// Calls a synchronous mocked method: computes its result from the
    /// registered closure (or a natural default), records the call, and
    /// returns the result or rethrows the registered error.
    ///
    /// ```swift
    /// func functionWithIntResult(arg1: String, arg2: Int) -> Int {
    ///     invoke(functionWithIntResultRef, args: (arg1, arg2))
    /// }
    /// ```
    ///
    /// Without a registration, `Void`, `Optional` and ``Defaultable`` results
    /// use their natural default; any other result type stops the test with
    /// `fatalError`, naming the mock, the method and the reference.
    ///
    /// - Parameters:
    ///   - reference: The mocked method.
    ///   - args: The call's arguments, usually as a tuple.
    ///   - function: The mocked method, for the failure message; leave the default.
    /// - Returns: The registered or default result.
    /// - Throws: The error the registered closure throws.
    public func invoke<Arguments, Result, Failure>(
        _ reference: MockFunction<Arguments, Result, Failure>,
        args: Arguments,
        function: String = #function
    ) throws(Failure) -> Result {
        let behaviour = registeredBehaviour(
            for: reference, as: (@Sendable (Arguments) throws(Failure) -> Result).self)
        let outcome = Swift.Result { () throws(Failure) in
            try behaviour?(args) ?? fallbackResult(for: reference, in: function)
        }
        return try complete(reference, args: args, outcome: outcome)
    }

    /// Calls an `async` mocked method: awaits its result from the registered
    /// closure (or a natural default), records the call, and returns the
    /// result or rethrows the registered error.
    ///
    /// ```swift
    /// func fetchUser(id: Int) async throws -> User {
    ///     try await invoke(fetchUserRef, args: id)
    /// }
    /// ```
    ///
    /// Unregistered results follow the same rules as the synchronous form.
    /// The call is recorded when it completes.
    ///
    /// - Parameters:
    ///   - reference: The mocked method.
    ///   - args: The call's arguments, usually as a tuple.
    ///   - function: The mocked method, for the failure message; leave the default.
    /// - Returns: The registered or default result.
    /// - Throws: The error the registered closure throws.
    public func invoke<Arguments, Result, Failure>(
        _ reference: AsyncMockFunction<Arguments, Result, Failure>,
        args: Arguments,
        function: String = #function
    ) async throws(Failure) -> Result {
        let behaviour = registeredBehaviour(
            for: reference, as: (@Sendable (Arguments) async throws(Failure) -> Result).self)
        let outcome: Swift.Result<Result, Failure>
        do throws(Failure) {
            outcome = .success(try await behaviour?(args) ?? fallbackResult(for: reference, in: function))
        } catch {
            outcome = .failure(error)
        }
        return try complete(reference, args: args, outcome: outcome)
    }

    /// Records one call of `reference` and hands its outcome back to the caller.
    private func complete<Reference: MockFunctionReference>(
        _ reference: Reference,
        args: Reference.Arguments,
        outcome: Swift.Result<Reference.Result, Reference.Failure>
    ) throws(Reference.Failure) -> Reference.Result {
        let execution = MockExecution(arguments: args, outcome: outcome)
        storage.withLock { $0.record(execution, for: reference) }
        return try outcome.get()
    }
}
