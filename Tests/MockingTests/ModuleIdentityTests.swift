import HeadlessMocking
import MockingTestSupport
import Testing

/// References are identified by object, not by name, so two modules'
/// references with the same names and types never mix.
@Suite struct ModuleIdentityTests {
    @Test func mocksOfSameNamedProtocolsInTwoModulesDoNotMix() {
        let local = GreeterMock()
        let support = MockingTestSupport.GreeterMock()
        local.registerResult(for: GreeterMock.greetRef) { "local \($0)" }
        support.registerResult(for: MockingTestSupport.GreeterMock.greetRef) { "support \($0)" }

        #expect(local.greet(name: "Ada") == "local Ada")
        #expect(support.greet(name: "Bob") == "support Bob")
        #expect(local.executions(of: GreeterMock.greetRef).map(\.arguments) == ["Ada"])
        #expect(support.executions(of: MockingTestSupport.GreeterMock.greetRef).map(\.arguments) == ["Bob"])
    }

    @Test func sameNamedReferencesFromTwoModulesStaySeparateOnOneMock() {
        let mock = Mock()
        let localRef = GreeterMock.greetRef
        let supportRef = MockingTestSupport.GreeterMock.greetRef
        mock.registerResult(for: localRef) { "local \($0)" }
        mock.registerResult(for: supportRef) { "support \($0)" }

        #expect(mock.invoke(localRef, args: "Ada") == "local Ada")
        #expect(mock.invoke(supportRef, args: "Bob") == "support Bob")
        #expect(mock.invoke(supportRef, args: "Cy") == "support Cy")
        #expect(mock.executions(of: localRef).map(\.arguments) == ["Ada"])
        #expect(mock.executions(of: supportRef).map(\.arguments) == ["Bob", "Cy"])
        #expect(localRef.declaration != supportRef.declaration)
    }
}
