import HeadlessProbes
import Testing

@Suite("Matchers")
struct MatcherTests {
    @Test func equalToMatchesEqualValuesAndReadsAsTheValue() {
        let matcher: Matcher<String> = .equalTo("done")
        #expect(matcher.matches("done"))
        #expect(!matcher.matches("loading"))
        #expect(matcher.description == #""done""#)
    }

    @Test func equalToOnAnOptionalReadsAsTheUnwrappedValue() {
        let matcher: Matcher<String?> = .equalTo("done")
        #expect(matcher.matches("done"))
        #expect(!matcher.matches(nil))
        #expect(matcher.description == #""done""#)
    }

    @Test func notInvertsAndPrefixesItsDescription() {
        let matcher: Matcher<Int> = .not(.equalTo(3))
        #expect(matcher.matches(4))
        #expect(!matcher.matches(3))
        #expect(matcher.description == "not 3")
    }

    @Test func nilValueAndNotNilValue() {
        let isNil: Matcher<Int?> = .nilValue()
        let isNotNil: Matcher<Int?> = .notNilValue()
        #expect(isNil.matches(nil) && !isNil.matches(0))
        #expect(isNotNil.matches(0) && !isNotNil.matches(nil))
        #expect(isNil.description == "nil")
        #expect(isNotNil.description == "not nil")
    }

    @Test func allOfNeedsEveryMatcher() {
        let matcher: Matcher<Int> = .allOf(.greaterThan(0), .lessThan(10))
        #expect(matcher.matches(5))
        #expect(!matcher.matches(0))
        #expect(!matcher.matches(10))
        #expect(matcher.description == "(a value greater than 0 and a value less than 10)")
        #expect(Matcher<Int>.allOf().matches(1))
    }

    @Test func anyOfNeedsOneMatcher() {
        let matcher: Matcher<String> = .anyOf(.equalTo("done"), .equalTo("failed"))
        #expect(matcher.matches("failed"))
        #expect(!matcher.matches("loading"))
        #expect(matcher.description == #"("done" or "failed")"#)
        #expect(!Matcher<Int>.anyOf().matches(1))
    }

    @Test func greaterThanAndLessThanAreStrict() {
        #expect(Matcher<Int>.greaterThan(3).matches(4))
        #expect(!Matcher<Int>.greaterThan(3).matches(3))
        #expect(Matcher<Int>.lessThan(3).matches(2))
        #expect(!Matcher<Int>.lessThan(3).matches(3))
        #expect(Matcher<Int>.lessThan(3).description == "a value less than 3")
    }

    @Test func closeToIncludesItsBoundsAndRejectsNaN() {
        let matcher: Matcher<Double> = .closeTo(1.0, within: 0.5)
        #expect(matcher.matches(1.5))
        #expect(matcher.matches(0.5))
        #expect(!matcher.matches(1.6))
        #expect(!matcher.matches(.nan))
        #expect(matcher.description == "a numeric value within 0.5 of 1.0")
    }

    @Test func stringMatchers() {
        #expect(Matcher<String>.hasPrefix("ab").matches("abc"))
        #expect(!Matcher<String>.hasPrefix("ab").matches("cab"))
        #expect(Matcher<Substring>.hasSuffix("bc").matches("abc".dropFirst()))
        #expect(!Matcher<String>.hasSuffix("bc").matches("bca"))
        #expect(Matcher<String>.containsString("b").matches("abc"))
        #expect(!Matcher<String>.containsString("x").matches("abc"))
        #expect(Matcher<String>.hasPrefix("ab").description == #"a string starting with "ab""#)
        #expect(Matcher<String>.hasSuffix("bc").description == #"a string ending with "bc""#)
        #expect(Matcher<String>.containsString("b").description == #"a string containing "b""#)
    }

    @Test func collectionMatchers() {
        #expect(Matcher<[Int]>.hasCount(2).matches([1, 2]))
        #expect(!Matcher<[Int]>.hasCount(2).matches([1]))
        #expect(Matcher<[Int]>.empty().matches([]))
        #expect(!Matcher<String>.empty().matches("a"))
        #expect(Matcher<[String]>.contains("b").matches(["a", "b"]))
        #expect(!Matcher<[String]>.contains("c").matches(["a", "b"]))
        #expect(Matcher<Set<Int>>.contains(.greaterThan(5)).matches([1, 7]))
        #expect(Matcher<[Int]>.hasCount(2).description == "a collection with count 2")
        #expect(Matcher<[Int]>.empty().description == "an empty collection")
        #expect(Matcher<[String]>.contains("b").description == #"a collection containing "b""#)
    }

    @Test func customMatcherUsesItsPredicateAndDescription() {
        let even = Matcher<Int>("an even number") { $0.isMultiple(of: 2) }
        #expect(even.matches(4) && !even.matches(3))
        #expect(Matcher<Int>.not(even).description == "not an even number")
    }

    @Test func matchersCrossIsolation() async {
        let matcher: Matcher<String> = .hasPrefix("ab")
        let matched = await Task.detached { matcher.matches("abc") }.value
        #expect(matched)
    }
}
