import HeadlessMocking
import Testing

/// A user type made usable without registration.
struct Score: Defaultable, Equatable, Sendable {
    static var defaultValue: Score { Score(points: -1) }
    let points: Int
}

/// Natural defaults, and the unregistered results they stand in for.
@Suite struct DefaultableTests {
    @Test func standardTypesHaveNaturalDefaults() {
        #expect(Int.defaultValue == 0)
        #expect(UInt8.defaultValue == 0)
        #expect(Int64.defaultValue == 0)
        #expect(Double.defaultValue == 0)
        #expect(Float.defaultValue == 0)
        #expect(Bool.defaultValue == false)
        #expect(String.defaultValue == "")
        #expect(Substring.defaultValue == "")
        #expect([Int].defaultValue == [])
        #expect(ContiguousArray<Int>.defaultValue.isEmpty)
        #expect(Set<Int>.defaultValue == [])
        #expect([String: Int].defaultValue == [:])
        #expect(Int?.defaultValue == nil)
        #expect(User?.defaultValue == nil)
    }

    @Test func unregisteredResultsUseTheirTypesDefault() {
        let mock = Mock()
        let scoreRef = MockReference<Void, Score>()
        let namesRef = MockReference<Void, [String]>()
        let flagsRef = MockReference<Void, [String: Bool]>()
        let enabledRef = MockReference<Void, Bool>()

        #expect(mock.invoke(scoreRef, args: ()) == Score(points: -1))
        #expect(mock.invoke(namesRef, args: ()) == [])
        #expect(mock.invoke(flagsRef, args: ()) == [:])
        #expect(mock.invoke(enabledRef, args: ()) == false)
    }

    @Test func aRegisteredResultWinsOverTheDefault() {
        let mock = Mock()
        let scoreRef = MockReference<Int, Score>()
        mock.registerResult(for: scoreRef) { Score(points: $0) }

        #expect(mock.invoke(scoreRef, args: 7) == Score(points: 7))
    }
}
