import HeadlessMocking
import Testing

/// Inspecting and resetting calls, and who owns them.
@Suite struct ExecutionTests {
    @Test func hasCalledCountsCallsPerReference() {
        let mock = TestClass()
        #expect(!mock.hasCalled(mock.functionWithVoidResultRef))
        #expect(mock.hasCalled(mock.functionWithVoidResultRef, numberOfTimes: 0))

        mock.functionWithVoidResult(arg1: "a", arg2: 1)
        mock.functionWithVoidResult(arg1: "b", arg2: 2)

        #expect(mock.hasCalled(mock.functionWithVoidResultRef))
        #expect(mock.hasCalled(mock.functionWithVoidResultRef, numberOfTimes: 2))
        #expect(!mock.hasCalled(mock.functionWithVoidResultRef, numberOfTimes: 1))
        #expect(!mock.hasCalled(mock.functionWithIntResultRef))
    }

    @Test func resetCallsForgetsCallsAndKeepsResults() {
        let mock = TestClass()
        mock.registerResult(for: mock.functionWithIntResultRef) { _ in 5 }
        _ = mock.functionWithIntResult(arg1: "a", arg2: 1)
        mock.functionWithVoidResult(arg1: "a", arg2: 1)

        mock.resetCalls()

        #expect(mock.executions(of: mock.functionWithIntResultRef).isEmpty)
        #expect(!mock.hasCalled(mock.functionWithVoidResultRef))
        #expect(mock.functionWithIntResult(arg1: "a", arg2: 1) == 5)
        #expect(mock.hasCalled(mock.functionWithIntResultRef, numberOfTimes: 1))
    }

    @Test func twoMocksSharingAReferenceKeepTheirOwnCallsAndResults() {
        let first = GreeterMock()
        let second = GreeterMock()
        first.registerResult(for: GreeterMock.greetRef) { "Hello, \($0)" }

        #expect(first.greet(name: "Ada") == "Hello, Ada")
        #expect(second.greet(name: "Bob") == "")
        #expect(first.executions(of: GreeterMock.greetRef).map(\.arguments) == ["Ada"])
        #expect(second.executions(of: GreeterMock.greetRef).map(\.arguments) == ["Bob"])
    }

    @Test func recordedCallsGoWhenTheMockGoes() {
        weak var recordedThing: Thing?
        do {
            let mock = TestClass()
            mock.registerResult(for: mock.functionWithClassResultRef) { arg1, _ in Thing(name: arg1) }
            recordedThing = mock.functionWithClassResult(arg1: "kept by the record", arg2: 1)
            #expect(recordedThing != nil)
        }
        #expect(recordedThing == nil)
    }
}
