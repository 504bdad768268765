/// A Swift file's UTF-8 text with its tokens and how their brackets pair.
struct SwiftSource {
    /// The text.
    let bytes: [UInt8]
    /// Its tokens, in order.
    let tokens: [SwiftToken]
    /// For each token that is a paired bracket, the index of its partner.
    private(set) var partner: [Int?]
    /// For each token, the index of the innermost opening bracket around it
    /// (for a bracket, around the pair), or nil at the top level.
    private(set) var enclosing: [Int?]

    /// Lexes `bytes` and pairs the brackets: `(` `[` `{` with the next closing
    /// one of the same kind; a closing bracket matching no open one is left unpaired.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        tokens = SwiftLexer.tokens(of: bytes)
        partner = Array(repeating: nil, count: tokens.count)
        enclosing = Array(repeating: nil, count: tokens.count)
        let closers: [UInt8: UInt8] = [
            UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{"),
        ]
        var open: [Int] = []
        for index in tokens.indices {
            if let opener = closers[symbol(index) ?? 0], let last = open.last, symbol(last) == opener {
                open.removeLast()
                partner[index] = last
                partner[last] = index
            }
            enclosing[index] = open.last
            if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(symbol(index)) { open.append(index) }
        }
    }

    /// The byte of the symbol token at `index`, or nil for another kind of token or an index out of range.
    func symbol(_ index: Int) -> UInt8? {
        tokens.indices.contains(index) && tokens[index].kind == .symbol ? bytes[tokens[index].range.lowerBound] : nil
    }

    /// Whether the token at `index` is the symbol `character`.
    func isSymbol(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        symbol(index) == UInt8(ascii: character)
    }

    /// The text of the token at `index`, or "" for an index out of range.
    func text(_ index: Int) -> String {
        tokens.indices.contains(index) ? String(decoding: bytes[tokens[index].range], as: UTF8.self) : ""
    }

    /// The text of the tokens at `range`, without the space between them.
    func text(_ range: ClosedRange<Int>) -> String {
        range.map { text($0) }.joined()
    }

    /// Whether the token at `index` is the first on its line.
    func startsLine(_ index: Int) -> Bool {
        index == 0 || tokens[index - 1].endLine < tokens[index].line
    }

    /// Whether the token at `index` is the last on its line.
    func endsLine(_ index: Int) -> Bool {
        index == tokens.count - 1 || tokens[index + 1].line > tokens[index].endLine
    }
}
