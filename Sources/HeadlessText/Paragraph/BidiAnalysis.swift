import CFriBidi

/// The Unicode bidirectional algorithm's result for one paragraph, from
/// FriBidi: the paragraph level and each character's embedding level.
struct BidiAnalysis {
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let baseLevel: UInt8
    /// Each character's resolved embedding level; odd levels are right to left.
    let levels: [UInt8]
    /// Whether each character is whitespace (bidi class WS).
    let isWhitespace: [Bool]

    /// Runs the algorithm (rules P2–I2, with paired brackets) over one paragraph.
    init(_ text: UnsafeBufferPointer<UInt32>, direction: WritingDirection) {
        let count = text.count
        var baseType: FriBidiParType
        switch direction {
        case .natural: baseType = FRIBIDI_PAR_ON
        case .leftToRight: baseType = FRIBIDI_PAR_LTR
        case .rightToLeft: baseType = FRIBIDI_PAR_RTL
        }
        guard count > 0, let base = text.baseAddress else {
            baseLevel = direction == .rightToLeft ? 1 : 0
            levels = []
            isWhitespace = []
            return
        }
        let length = FriBidiStrIndex(count)
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_ON, count: count)
        fribidi_get_bidi_types(base, length, &types)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        fribidi_get_bracket_types(base, length, types, &brackets)
        var fribidiLevels = [FriBidiLevel](repeating: 0, count: count)
        let succeeded = fribidi_get_par_embedding_levels_ex(types, brackets, length, &baseType, &fribidiLevels) != 0
        baseLevel = baseType == FRIBIDI_PAR_RTL ? 1 : 0
        // FriBidi only fails when it cannot allocate; the text then stays in one direction.
        levels = succeeded ? fribidiLevels.map { UInt8(truncatingIfNeeded: $0) } : Array(repeating: baseLevel, count: count)
        isWhitespace = types.map { $0 == FRIBIDI_TYPE_WS }
    }
}
