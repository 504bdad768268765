extension Mock {
    /// Every recorded call of `reference` on this mock, oldest first, with
    /// its arguments and what it returned or threw.
    ///
    /// ```swift
    /// let executions = mock.executions(of: mock.functionWithIntResultRef)
    /// #expect(executions[0].arguments.1 == 123)
    /// ```
    ///
    /// - Parameter reference: The mocked method.
    /// - Returns: The calls in the order they completed.
    public func executions<Reference: MockFunctionReference>(
        of reference: Reference
    ) -> [MockExecution<Reference.Arguments, Reference.Result, Reference.Failure>] {
        storage.withLock {
            $0.executions(for: reference, as: MockExecution<Reference.Arguments, Reference.Result, Reference.Failure>.self)
        }
    }

    /// Whether `reference` was called at least once on this mock.
    ///
    /// - Parameter reference: The mocked method.
    public func hasCalled(_ reference: some MockFunctionReference) -> Bool {
        callCount(of: reference) > 0
    }

    /// Whether `reference` was called exactly `numberOfTimes` times on this mock.
    ///
    /// - Parameters:
    ///   - reference: The mocked method.
    ///   - numberOfTimes: The expected number of calls.
    public func hasCalled(_ reference: some MockFunctionReference, numberOfTimes: Int) -> Bool {
        callCount(of: reference) == numberOfTimes
    }

    /// Forgets every recorded call on this mock; registered results stay.
    public func resetCalls() {
        storage.withLock { $0.resetCalls() }
    }

    /// How many calls of `reference` were recorded.
    private func callCount(of reference: some MockFunctionReference) -> Int {
        storage.withLock { $0.callCount(for: reference) }
    }
}
