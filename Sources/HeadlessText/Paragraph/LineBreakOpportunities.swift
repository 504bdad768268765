import CLineBreak

/// Where lines may or must break, by ICU's line break iterator: the Unicode
/// line breaking algorithm (UAX #14) as browsers and Skia apply it, with
/// emoji, regional-indicator pairs, ZWJ sequences and CJK handled, and
/// dictionaries for Thai, Lao, Khmer and Burmese, which have no spaces.
/// No sequence of code points can make it fail: should ICU report an
/// error, breaks fall back to mandatory ones at hard line breaks.
enum LineBreakOpportunities {
    /// The break after this character is mandatory (a hard line break, or the end of the text).
    static let mustBreak = Int8(HS_MUST_BREAK)
    /// A line may break after this character.
    static let allowBreak = Int8(HS_ALLOW_BREAK)
    /// A line may not break after this character.
    static let noBreak = Int8(HS_NO_BREAK)

    /// The characters of the mandatory-break classes BK, CR, LF and NL (UAX #14).
    static let hardBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    /// The version of ICU that finds the breaks, such as `72.1`.
    static let libraryVersion: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        hs_icu_version(&buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// For each character, whether a line must, may or may not break after it
    /// (``mustBreak``, ``allowBreak`` or ``noBreak``).
    static func compute(_ text: UnsafeBufferPointer<UInt32>, language: String) -> [Int8] {
        guard !text.isEmpty else { return [] }
        // UTF-16 for ICU, with the character each code unit belongs to.
        var units: [UInt16] = []
        var owner: [Int] = []
        units.reserveCapacity(text.count)
        owner.reserveCapacity(text.count)
        for (index, value) in text.enumerated() {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            for unit in UTF16.encode(scalar)! {
                units.append(unit)
                owner.append(index)
            }
        }
        var unitBreaks = [Int8](repeating: noBreak, count: units.count)
        let found = hs_line_breaks(units, Int32(units.count), language, &unitBreaks) == 0
        var breaks = [Int8](repeating: noBreak, count: text.count)
        for (unit, kind) in unitBreaks.enumerated() where kind != noBreak { breaks[owner[unit]] = kind }
        if !found {
            for (index, value) in text.enumerated() where hardBreaks.contains(value) { breaks[index] = mustBreak }
        }
        breaks[text.count - 1] = mustBreak
        return breaks
    }
}
