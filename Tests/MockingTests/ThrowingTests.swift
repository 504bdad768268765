import HeadlessMocking
import Testing

/// Throwing references rethrow registered errors and record them.
@Suite struct ThrowingTests {
    @Test func aRegisteredErrorIsRethrownAndRecorded() {
        let mock = UserServiceMock()
        mock.registerError(for: mock.userRef, LookupError(id: 1))

        #expect(throws: LookupError(id: 1)) { try mock.user(id: 1) }
        let executions = mock.executions(of: mock.userRef)
        #expect(executions.map(\.arguments) == [1])
        #expect(executions[0].error as? LookupError == LookupError(id: 1))
        #expect(executions[0].result == nil)
    }

    @Test func theArgumentsChooseBetweenResultAndError() throws {
        let mock = UserServiceMock()
        mock.registerResult(for: mock.userRef) { id in
            guard id > 0 else { throw LookupError(id: id) }
            return User(name: "user \(id)")
        }

        #expect(try mock.user(id: 7) == User(name: "user 7"))
        #expect(throws: LookupError(id: 0)) { try mock.user(id: 0) }
        let executions = mock.executions(of: mock.userRef)
        #expect(executions.map(\.result) == [User(name: "user 7"), nil])
        #expect(executions.map { $0.error == nil } == [true, false])
    }

    @Test func typedThrowsKeepTheErrorType() {
        let mock = UserServiceMock()
        mock.registerResult(for: mock.thingRef) { id throws(LookupError) in
            guard id > 0 else { throw LookupError(id: id) }
            return Thing(name: "thing \(id)")
        }

        do {
            _ = try mock.thing(id: -2)
            Issue.record("expected an error")
        } catch {
            #expect(error == LookupError(id: -2))
        }
        #expect((try? mock.thing(id: 3))?.name == "thing 3")
        #expect(mock.executions(of: mock.thingRef).compactMap(\.error) == [LookupError(id: -2)])
    }

    @Test func registeringAgainReplacesTheError() throws {
        let mock = UserServiceMock()
        mock.registerError(for: mock.userRef, LookupError(id: 1))
        mock.registerResult(for: mock.userRef) { _ in User(name: "found") }

        #expect(try mock.user(id: 1) == User(name: "found"))
    }
}
