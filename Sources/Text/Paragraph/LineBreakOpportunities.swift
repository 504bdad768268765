import CUnibreak

/// Where lines may or must break, by libunibreak's implementation of the
/// Unicode line breaking algorithm (UAX #14).
enum LineBreakOpportunities {
    /// The break after this character is mandatory (a hard line break, or the end of the text).
    static let mustBreak = Int8(LINEBREAK_MUSTBREAK)
    /// A line may break after this character.
    static let allowBreak = Int8(LINEBREAK_ALLOWBREAK)

    /// libunibreak's tables are set up once per process.
    private static let initialized: Void = init_linebreak()

    /// For each character, whether a line must, may or may not break after it
    /// (``mustBreak``, ``allowBreak`` or `LINEBREAK_NOBREAK`).
    static func compute(_ text: UnsafeBufferPointer<UInt32>, language: String) -> [Int8] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        _ = initialized
        var breaks = [CChar](repeating: 0, count: text.count)
        set_linebreaks_utf32(base, text.count, language, &breaks)
        return breaks.map { Int8($0) }
    }
}
