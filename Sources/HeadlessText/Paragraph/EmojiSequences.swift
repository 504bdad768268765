/// Where text shows emoji in emoji presentation (UTS #51): characters whose
/// default presentation is emoji unless U+FE0E follows, any emoji character
/// that U+FE0F follows, keycaps, flags (regional-indicator pairs and tag
/// sequences), with their skin-tone modifiers and ZWJ sequences. These are
/// shaped with the colour emoji font first; all else with the text's fonts.
enum EmojiSequences {
    /// Per character, whether it belongs to an emoji presentation sequence.
    static func flags(_ text: UnsafeBufferPointer<UInt32>) -> [Bool] {
        var flags = [Bool](repeating: false, count: text.count)
        var index = 0
        while index < text.count {
            guard let end = sequenceEnd(text, from: index) else {
                index += 1
                continue
            }
            for covered in index..<end { flags[covered] = true }
            index = end
        }
        return flags
    }

    /// Whether `scalar` is a character that only emoji sequences use: a
    /// regional indicator, a skin-tone modifier, the combining keycap, a tag,
    /// ZWJ, VS16, or a character shown as emoji by default.
    static func isEmojiComponent(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isRegionalIndicator(value) || isModifier(value) || value == 0x20E3 || value == 0x200D || value == 0xFE0F
            || (0xE0020...0xE007F).contains(value) || scalar.properties.isEmojiPresentation
    }

    /// Where the emoji presentation sequence starting at `start` ends, or nil when none starts there.
    private static func sequenceEnd(_ text: UnsafeBufferPointer<UInt32>, from start: Int) -> Int? {
        let first = text[start]
        let next = start + 1 < text.count ? text[start + 1] : nil
        if isRegionalIndicator(first) {
            return next.map(isRegionalIndicator) == true ? start + 2 : start + 1
        }
        guard let scalar = Unicode.Scalar(first), scalar.properties.isEmoji else { return nil }
        let keycap = next == 0x20E3 || (next == 0xFE0F && start + 2 < text.count && text[start + 2] == 0x20E3)
        let presented = next == 0xFE0F || keycap || (scalar.properties.isEmojiPresentation && next != 0xFE0E)
        guard presented, first > 0x7F || keycap else { return nil }
        // Extend over VS16, keycap, modifiers, tags and ZWJ-joined emoji.
        var end = start + 1
        while end < text.count {
            let value = text[end]
            if value == 0xFE0F || value == 0x20E3 || isModifier(value) || (0xE0020...0xE007F).contains(value) {
                end += 1
            } else if value == 0x200D, end + 1 < text.count, let joined = Unicode.Scalar(text[end + 1]),
                joined.properties.isEmoji
            {
                end += 2
            } else {
                break
            }
        }
        return end
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }

    private static func isModifier(_ value: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(value) }
}
