import HeadlessMocking
import Testing

/// Many tasks calling one mock at once: every call is recorded exactly once.
@Suite struct ConcurrencyStressTests {
    static let taskCount = 8
    static let callsPerTask = 10_000

    @Test func concurrentCallsAreAllRecordedWithTheirArguments() async {
        let mock = TestClass()
        mock.registerResult(for: mock.functionWithIntResultRef) { _, arg2 in arg2 }

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    for call in 0..<Self.callsPerTask {
                        _ = mock.functionWithIntResult(arg1: "task \(task)", arg2: call)
                        mock.functionWithVoidResult(arg1: "task \(task)", arg2: call)
                    }
                }
            }
        }

        let total = Self.taskCount * Self.callsPerTask
        #expect(mock.hasCalled(mock.functionWithIntResultRef, numberOfTimes: total))
        #expect(mock.hasCalled(mock.functionWithVoidResultRef, numberOfTimes: total))
        let executions = mock.executions(of: mock.functionWithIntResultRef)
        #expect(executions.allSatisfy { $0.result == $0.arguments.1 })
        let callsByTask = Dictionary(grouping: executions, by: \.arguments.0).mapValues { $0.map(\.arguments.1) }
        let expected = Array(0..<Self.callsPerTask)
        #expect(callsByTask.count == Self.taskCount)
        #expect(callsByTask.values.allSatisfy { $0 == expected })
    }

    @Test func concurrentRegistrationAndInspectionAreSafe() async {
        let mock = TestClass()

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    for call in 0..<1_000 {
                        mock.registerResult(for: mock.functionWithIntResultRef) { _, _ in task }
                        _ = mock.functionWithIntResult(arg1: "", arg2: call)
                        _ = mock.hasCalled(mock.functionWithIntResultRef)
                    }
                }
            }
        }

        #expect(mock.hasCalled(mock.functionWithIntResultRef, numberOfTimes: Self.taskCount * 1_000))
        #expect(mock.executions(of: mock.functionWithIntResultRef).allSatisfy { (0..<Self.taskCount).contains($0.result) })
    }
}
