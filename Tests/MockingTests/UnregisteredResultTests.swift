import HeadlessMocking
import Testing

/// An unregistered result that has no natural default stops the test, as in
/// Mock 'n' Roll; exit tests run the call in a child process to observe that.
@Suite struct UnregisteredResultTests {
    @Test func unregisteredStructResultStopsWithAMessageNamingTheFunction() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TestClass().functionWithStructResult(arg1: "a", arg2: 1)
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Mock: no result registered for TestClass.functionWithStructResult(arg1:arg2:)"))
        #expect(message.contains("returns User"))
        #expect(message.contains("MockingTests/TestClass.swift:"))
    }

    @Test func unregisteredClassResultStops() async {
        await #expect(processExitsWith: .failure) {
            _ = TestClass().functionWithClassResult(arg1: "a", arg2: 1)
        }
    }

    @Test func unregisteredAsyncResultStops() async {
        await #expect(processExitsWith: .failure) {
            _ = try await UserServiceMock().fetchUser(id: 1)
        }
    }
}
