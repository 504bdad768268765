import HeadlessMocking
import Testing

/// The Mock 'n' Roll walk-through, one test per step, on the nine-function ``TestProtocol``.
@Suite struct WalkthroughTests {
    @Test func registeredResultsAreReturnedForEveryResultKind() {
        let mock = TestClass()
        let user = User(name: "Daniel")
        let thing = Thing(name: "thing")
        mock.registerResult(for: mock.functionWithIntResultRef) { _ in 123 }
        mock.registerResult(for: mock.functionWithStringResultRef) { _ in "abc" }
        mock.registerResult(for: mock.functionWithStructResultRef) { _ in user }
        mock.registerResult(for: mock.functionWithClassResultRef) { _ in thing }
        mock.registerResult(for: mock.functionWithOptionalIntResultRef) { _ in 456 }
        mock.registerResult(for: mock.functionWithOptionalStringResultRef) { _ in "def" }
        mock.registerResult(for: mock.functionWithOptionalStructResultRef) { _ in user }
        mock.registerResult(for: mock.functionWithOptionalClassResultRef) { _ in thing }

        #expect(mock.functionWithIntResult(arg1: "a", arg2: 1) == 123)
        #expect(mock.functionWithStringResult(arg1: "a", arg2: 1) == "abc")
        #expect(mock.functionWithStructResult(arg1: "a", arg2: 1) == user)
        #expect(mock.functionWithClassResult(arg1: "a", arg2: 1) === thing)
        #expect(mock.functionWithOptionalIntResult(arg1: "a", arg2: 1) == 456)
        #expect(mock.functionWithOptionalStringResult(arg1: "a", arg2: 1) == "def")
        #expect(mock.functionWithOptionalStructResult(arg1: "a", arg2: 1) == user)
        #expect(mock.functionWithOptionalClassResult(arg1: "a", arg2: 1) === thing)
        mock.functionWithVoidResult(arg1: "a", arg2: 1)

        #expect(mock.hasCalled(mock.functionWithVoidResultRef, numberOfTimes: 1))
        #expect(mock.executions(of: mock.functionWithClassResultRef)[0].result === thing)
    }

    @Test func optionalVoidAndDefaultableResultsNeedNoRegistration() {
        let mock = TestClass()

        #expect(mock.functionWithIntResult(arg1: "a", arg2: 1) == 0)
        #expect(mock.functionWithStringResult(arg1: "a", arg2: 1) == "")
        #expect(mock.functionWithOptionalIntResult(arg1: "a", arg2: 1) == nil)
        #expect(mock.functionWithOptionalStringResult(arg1: "a", arg2: 1) == nil)
        #expect(mock.functionWithOptionalStructResult(arg1: "a", arg2: 1) == nil)
        #expect(mock.functionWithOptionalClassResult(arg1: "a", arg2: 1) == nil)
        mock.functionWithVoidResult(arg1: "a", arg2: 1)

        #expect(mock.executions(of: mock.functionWithIntResultRef)[0].result == 0)
        #expect(mock.hasCalled(mock.functionWithVoidResultRef))
    }

    @Test func resultsCanDependOnTheArguments() {
        let mock = TestClass()
        mock.registerResult(for: mock.functionWithIntResultRef) { _, arg2 in arg2 }
        mock.registerResult(for: mock.functionWithStringResultRef) { arg1, _ in arg1 }
        mock.registerResult(for: mock.functionWithOptionalStructResultRef) { arg1, arg2 in
            arg2 > 0 ? User(name: arg1) : nil
        }

        #expect(mock.functionWithIntResult(arg1: "abc", arg2: 123) == 123)
        #expect(mock.functionWithIntResult(arg1: "abc", arg2: 456) == 456)
        #expect(mock.functionWithStringResult(arg1: "abc", arg2: 123) == "abc")
        #expect(mock.functionWithStringResult(arg1: "def", arg2: 123) == "def")
        #expect(mock.functionWithOptionalStructResult(arg1: "Ada", arg2: 1) == User(name: "Ada"))
        #expect(mock.functionWithOptionalStructResult(arg1: "Ada", arg2: 0) == nil)
    }

    @Test func executionsRecordArgumentsAndResultsInOrder() {
        let mock = TestClass()
        mock.registerResult(for: mock.functionWithIntResultRef) { _, arg2 in arg2 * 2 }

        _ = mock.functionWithIntResult(arg1: "abc", arg2: 123)
        _ = mock.functionWithIntResult(arg1: "abc", arg2: 456)
        _ = mock.functionWithIntResult(arg1: "abc", arg2: 789)
        _ = mock.functionWithStringResult(arg1: "abc", arg2: 123)
        _ = mock.functionWithStringResult(arg1: "def", arg2: 123)

        let intExecutions = mock.executions(of: mock.functionWithIntResultRef)
        let stringExecutions = mock.executions(of: mock.functionWithStringResultRef)
        #expect(intExecutions.count == 3)
        #expect(stringExecutions.count == 2)
        #expect(intExecutions.map(\.arguments.0) == ["abc", "abc", "abc"])
        #expect(intExecutions.map(\.arguments.1) == [123, 456, 789])
        #expect(intExecutions.map(\.result) == [246, 912, 1578])
        #expect(stringExecutions.map(\.arguments.0) == ["abc", "def"])
        #expect(stringExecutions.map(\.arguments.1) == [123, 123])
    }
}
