import HeadlessMocking
import Testing

/// Async references: awaited results, rethrown errors, defaults and records.
@Suite struct AsyncTests {
    @Test func anAsyncResultIsAwaitedAndRecorded() async throws {
        let mock = UserServiceMock()
        mock.registerResult(for: mock.fetchUserRef) { id in
            await Task.yield()
            return User(name: "user \(id)")
        }

        #expect(try await mock.fetchUser(id: 1) == User(name: "user 1"))
        #expect(try await mock.fetchUser(id: 2) == User(name: "user 2"))
        let executions = mock.executions(of: mock.fetchUserRef)
        #expect(executions.map(\.arguments) == [1, 2])
        #expect(executions.map(\.result) == [User(name: "user 1"), User(name: "user 2")])
    }

    @Test func anAsyncErrorIsRethrown() async {
        let mock = UserServiceMock()
        mock.registerError(for: mock.fetchUserRef, LookupError(id: 9))

        await #expect(throws: LookupError(id: 9)) { try await mock.fetchUser(id: 9) }
        #expect(mock.executions(of: mock.fetchUserRef)[0].error as? LookupError == LookupError(id: 9))
    }

    @Test func anAsyncVoidMethodNeedsNoRegistration() async {
        let mock = UserServiceMock()

        await mock.refresh()
        await mock.refresh()

        #expect(mock.hasCalled(mock.refreshRef, numberOfTimes: 2))
    }

    @Test func anAsyncResultMayWaitForTheTest() async throws {
        let mock = UserServiceMock()
        let (released, release) = AsyncStream.makeStream(of: Void.self)
        mock.registerResult(for: mock.fetchUserRef) { id in
            for await _ in released { break }
            return User(name: "late \(id)")
        }

        async let user = mock.fetchUser(id: 5)
        release.yield()

        #expect(try await user == User(name: "late 5"))
    }
}
