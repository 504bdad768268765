import Testing

@testable import HeadlessText

@Suite("Line breaking (ICU, UAX #14)")
struct LineBreakingTests {
    /// The indexes of the characters a line may or must break after.
    private func breaks(_ text: String, language: String = "en") -> [Int] {
        let scalars = text.unicodeScalars.map(\.value)
        let kinds = scalars.withUnsafeBufferPointer { LineBreakOpportunities.compute($0, language: language) }
        return kinds.indices.filter { kinds[$0] != LineBreakOpportunities.noBreak }
    }

    @Test("flags, skin tones, ZWJ sequences and U+FFFF break only between whole sequences, and never abort")
    func emojiSequences() {
        // "a 🇫🇷🇩🇪 b": a break after the space, between the two flags, and after the second space.
        #expect(breaks("a \u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA} b") == [1, 3, 6, 7])
        // A lone regional indicator, a flag and U+FFFF: none of them aborts.
        #expect(!breaks("\u{1F1EB} \u{1F1EB}\u{1F1F7}\u{FFFF}x").isEmpty)
        // 👩‍👩‍👧 (ZWJ sequence) and 👍🏽 (skin tone) are not broken inside.
        let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", thumb = "\u{1F44D}\u{1F3FD}"
        #expect(breaks(family + thumb) == [4, 6])
    }

    @Test("Chinese and Japanese may break between ideographs; Thai between words, by dictionary")
    func cjkAndThai() {
        #expect(breaks("你好世界") == [0, 1, 2, 3])
        // สวัสดีครับ: "hello" (สวัสดี, 6 characters) then a polite particle (ครับ, 4).
        #expect(breaks("สวัสดีครับ", language: "th") == [5, 9])
    }

    @Test("hard line breaks are mandatory; the end of the text is a mandatory break")
    func mandatory() {
        let scalars = "a\nb c".unicodeScalars.map(\.value)
        let kinds = scalars.withUnsafeBufferPointer { LineBreakOpportunities.compute($0, language: "en") }
        #expect(
            kinds == [
                LineBreakOpportunities.noBreak, LineBreakOpportunities.mustBreak,
                LineBreakOpportunities.noBreak, LineBreakOpportunities.allowBreak,
                LineBreakOpportunities.mustBreak,
            ])
        #expect(LineBreakOpportunities.libraryVersion.split(separator: ".").count >= 2)
    }
}
